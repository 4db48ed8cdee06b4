-- The listings' order that staff set: a pinned product comes first, then featured ones, then
-- those with a position (lowest first), then the rest newest first. Visitors can still sort by
-- name, price or newest.
alter table public.products
  add column pinned boolean not null default false,
  add column position integer check (position between -9999 and 9999);

-- The listings in that order, read from an index instead of sorting their products: the whole
-- catalogue, a category, a subcategory.
create index products_shop_order_idx
  on public.products (status, pinned desc, featured desc, position nulls last, created_at desc, id);

create index products_category_shop_order_idx
  on public.products
  (status, category_id, pinned desc, featured desc, position nulls last, created_at desc, id);

create index products_subcategory_shop_order_idx
  on public.products
  (status, subcategory_id, pinned desc, featured desc, position nulls last, created_at desc, id);

-- The visitor's sorts by name and by price (prices on request last), for the whole catalogue and a
-- category (a subcategory's few hundred products sort quickly without): at 20,000 products on the
-- embedded database a page sorted by name took 44 ms without them, 2 ms with.
create index products_name_order_idx on public.products (status, lower(name), id);

create index products_price_order_idx
  on public.products (status, price nulls last, lower(name), id);

create index products_category_name_order_idx
  on public.products (status, category_id, lower(name), id);

create index products_category_price_order_idx
  on public.products (status, category_id, price nulls last, lower(name), id);
