-- Products, with the generated search columns and the indexes the listings and search use.

-- The catalogue. `version` is the optimistic-concurrency counter: an edit updates
-- `where id = $1 and version = $2` and sets `version = version + 1`.
create table public.products (
  id bigint generated always as identity primary key,
  name text not null check (char_length(name) between 1 and 200),
  slug text not null unique
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 200),
  sku text unique check (char_length(sku) between 1 and 100),
  brand_id bigint references public.brands (id) on delete set null,
  model text check (char_length(model) <= 200),
  model_number text check (char_length(model_number) <= 200),
  type text check (char_length(type) <= 200),
  category_id bigint not null references public.categories (id) on delete restrict,
  subcategory_id bigint,
  short_description text check (char_length(short_description) <= 2000),
  description text check (char_length(description) <= 20000),
  specifications text check (char_length(specifications) <= 20000),
  features jsonb not null default '[]'
    check (jsonb_typeof(features) = 'array' and octet_length(features::text) <= 20000),
  meta_keywords text check (char_length(meta_keywords) <= 1000),
  meta_title text check (char_length(meta_title) <= 300),
  meta_description text check (char_length(meta_description) <= 1000),
  price numeric(12, 2) check (price >= 0),
  image text check (char_length(image) <= 2048),
  pdf text check (char_length(pdf) <= 2048),
  rating numeric(2, 1) check (rating between 0 and 5),
  review_count integer not null default 0 check (review_count >= 0),
  status text not null default 'active' check (status in ('active', 'inactive')),
  featured boolean not null default false,
  version integer not null default 1 check (version > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by bigint references public.staff_users (id) on delete set null,
  updated_by bigint references public.staff_users (id) on delete set null,
  -- Full-text document, accent-folded: name A; model, model number, SKU and type B; short
  -- description and keywords C; description D. Query it with
  -- websearch_to_tsquery('english', public.immutable_unaccent($1)).
  search_vector tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, public.immutable_unaccent(coalesce(name, ''))), 'A') ||
    setweight(to_tsvector('english'::regconfig, public.immutable_unaccent(
      coalesce(model, '') || ' ' || coalesce(model_number, '') || ' ' || coalesce(sku, '') || ' ' ||
      coalesce(type, ''))), 'B') ||
    setweight(to_tsvector('english'::regconfig, public.immutable_unaccent(
      coalesce(short_description, '') || ' ' || coalesce(meta_keywords, ''))), 'C') ||
    setweight(to_tsvector('english'::regconfig, public.immutable_unaccent(coalesce(description, ''))), 'D')
  ) stored,
  -- Name and model numbers with everything but letters and digits removed, lower case, so that
  -- ZT230, ZT-230 and "zt 230" all match the same text.
  search_compact text generated always as (
    lower(regexp_replace(
      coalesce(name, '') || ' ' || coalesce(model, '') || ' ' || coalesce(sku, '') || ' ' ||
      coalesce(model_number, ''),
      '[^a-zA-Z0-9]+', '', 'g'))
  ) stored,
  -- A product's subcategory must belong to the product's category. Moving a subcategory moves its
  -- products with it; deleting one leaves its products in the category, without a subcategory.
  foreign key (subcategory_id, category_id)
    references public.subcategories (id, category_id)
    on update cascade
    on delete set null (subcategory_id)
);

-- Supabase's anon and authenticated roles must see nothing; the server connects as the owner.
alter table public.products enable row level security;

-- Stamps updated_at on every change.
create trigger products_touch_updated_at
  before update on public.products
  for each row execute function public.touch_updated_at();

-- Full-text search.
create index products_search_vector_idx on public.products using gin (search_vector);

-- Suggestions and typo-tolerant matches on the name: lower(name) operator(extensions.%) lower($1).
create index products_name_trgm_idx on public.products using gin (lower(name) extensions.gin_trgm_ops);

-- Model-number search, with or without separators: search_compact like '%zt230%' or %.
create index products_search_compact_trgm_idx
  on public.products using gin (search_compact extensions.gin_trgm_ops);

-- Category listings, newest first, with a stable tie-break for keyset or offset pages.
create index products_status_category_listing_idx
  on public.products (status, category_id, created_at desc, id);

-- Subcategory listings, newest first.
create index products_status_subcategory_listing_idx
  on public.products (status, subcategory_id, created_at desc, id);

-- The home page's featured products.
create index products_featured_idx
  on public.products (created_at desc, id) where featured and status = 'active';

-- Brand pages, and the check made when a brand is deleted.
create index products_brand_id_idx on public.products (brand_id);

-- The check made when a category or subcategory is deleted or moved.
create index products_category_id_idx on public.products (category_id);

-- Same, for subcategories.
create index products_subcategory_id_idx on public.products (subcategory_id);
