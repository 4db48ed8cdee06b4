-- The number of active products of every listing (the whole catalogue, each category, each
-- subcategory), kept by the database as products change, so that a listing page reads its total
-- from a few rows instead of counting its products (3 ms for the whole catalogue of 20,000 on the
-- embedded database, most of a listing page's cost).

-- Active products per (category, subcategory or none). A key may have several rows whose sum is its
-- count: each statement that changes products adds its changes as rows of their own, so writers
-- never wait on one another here; the rows are folded back to one per key whenever no other
-- transaction is folding (count_product_listing_changes). A listing's total is the sum of its rows:
-- all of them, a category's, or a subcategory's.
create table public.product_listing_counts (
  category_id bigint not null,
  subcategory_id bigint,
  active integer not null
);

-- Read by the server alone.
alter table public.product_listing_counts enable row level security;

-- Adds a statement's changes of active products to the counts (a trigger with its transition
-- tables `new_products` and `old_products`: once per statement, however many rows it changed),
-- then folds the counts to one row per key, unless another transaction is folding them (its
-- transaction-scoped advisory lock is taken): a writer never waits here, and rows it cannot see
-- yet (another transaction's uncommitted changes) are left for a later fold.
create or replace function public.count_product_listing_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.product_listing_counts (category_id, subcategory_id, active)
    select category_id, subcategory_id, count(*) from new_products
     where status = 'active' group by category_id, subcategory_id;
  elsif tg_op = 'DELETE' then
    insert into public.product_listing_counts (category_id, subcategory_id, active)
    select category_id, subcategory_id, -count(*) from old_products
     where status = 'active' group by category_id, subcategory_id;
  else
    -- Most edits change no count: their rows cancel out and nothing is written.
    insert into public.product_listing_counts (category_id, subcategory_id, active)
    select category_id, subcategory_id, sum(change)
      from (select category_id, subcategory_id, 1 as change from new_products where status = 'active'
            union all
            select category_id, subcategory_id, -1 from old_products where status = 'active') c
     group by category_id, subcategory_id
    having sum(change) <> 0;
  end if;
  -- 73012027: this table's fold (73012026 is the publish queue's lock).
  if found and pg_try_advisory_xact_lock(73012027) then
    with folded as (
      delete from public.product_listing_counts returning category_id, subcategory_id, active
    )
    insert into public.product_listing_counts (category_id, subcategory_id, active)
    select category_id, subcategory_id, sum(active) from folded
     group by category_id, subcategory_id
    having sum(active) <> 0;
  end if;
  return null;
end;
$$;

-- Transition tables allow one event per trigger: three triggers on the one function.
create trigger products_count_inserted
  after insert on public.products
  referencing new table as new_products
  for each statement execute function public.count_product_listing_changes();

create trigger products_count_updated
  after update on public.products
  referencing old table as old_products new table as new_products
  for each statement execute function public.count_product_listing_changes();

create trigger products_count_deleted
  after delete on public.products
  referencing old table as old_products
  for each statement execute function public.count_product_listing_changes();

-- Emptying products empties the counts.
create or replace function public.clear_product_listing_counts()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from public.product_listing_counts;
  return null;
end;
$$;

create trigger products_count_truncated
  after truncate on public.products
  for each statement execute function public.clear_product_listing_counts();

-- The products already there.
insert into public.product_listing_counts (category_id, subcategory_id, active)
select category_id, subcategory_id, count(*) from public.products
 where status = 'active' group by category_id, subcategory_id;
