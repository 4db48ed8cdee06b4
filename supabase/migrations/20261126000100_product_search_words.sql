-- The words of active products, kept by the database, for the search box's suggestions: a word
-- typed so far is a range of a btree (`word like 'ze%'`), which a trigram index cannot give for
-- 2-3 characters (docs/decisions.md, Suggestions from a word table).

-- The words of a product's name, model, SKU and model number: runs of letters and digits, lower
-- case, accents folded, and the tail of each from its first change between letters and digits
-- (ZT230 gives zt230 and 230, so "zt 230" finds it word by word as ZT230 does as one word).
-- No `set search_path` (every name is qualified or pg_catalog's): with one, Postgres could not
-- inline it into the triggers' query, and would call it once per product. Splitting on a
-- replace costs half of a regexp_matches (pattern matching is slow on the embedded database).
create function public.product_search_words_of(
  name text, model text, sku text, model_number text
)
returns setof text
language sql
immutable
parallel safe
as $$
  with t as (
    select lower(public.immutable_unaccent(concat_ws(' ', name, model, sku, model_number))) as text
  )
  select w from t, string_to_table(regexp_replace(t.text, '[^a-z0-9]+', ' ', 'g'), ' ') w
   where length(w) >= 2
  union
  select m[1] from t, regexp_matches(t.text, '(?:[a-z](?=[0-9])|[0-9](?=[a-z]))([a-z0-9]{2,})', 'g') m
$$;

-- One row per word of each active product, with the product's name: the dropdown lists the
-- products of the first rows of a word's range in key order (shortest word, then name), without
-- reading any product but the few it shows.
create table public.product_search_words (
  word text collate "C" not null,
  name text not null,
  product_id bigint not null,
  primary key (word, name, product_id)
);

-- A product's words, to replace them when it changes and to check a suggestion's other words.
create index product_search_words_product_idx
  on public.product_search_words (product_id, word);

-- Words of letters only (4 or more), for the suggestions' typo tolerance: a typed word is matched
-- with a pattern against these few thousand rather than every product. Rows are never removed:
-- a word no product has any more only costs a pattern test.
create table public.search_vocabulary (
  word text collate "C" primary key
);

-- Same as the rest of the public schema: Supabase's anon and authenticated roles see nothing.
alter table public.product_search_words enable row level security;
alter table public.search_vocabulary enable row level security;

-- Adds the words of the given products (id, name, model, SKU, model number, in arrays of the same
-- length) to both tables. The triggers pass the few columns it needs, not whole rows.
create function public.add_product_search_words(
  ids bigint[], names text[], models text[], skus text[], model_numbers text[]
)
returns void
language sql
volatile
set search_path = ''
as $$
  with words as (
    select distinct w.word, p.name, p.id as product_id
      from unnest(ids, names, models, skus, model_numbers) p(id, name, model, sku, model_number),
           public.product_search_words_of(p.name, p.model, p.sku, p.model_number) w(word)
  ), added as (
    insert into public.product_search_words (word, name, product_id)
    select word, name, product_id from words
  )
  insert into public.search_vocabulary (word)
  select distinct word from words
   where length(word) >= 4 and translate(word, '0123456789', '') = word
  on conflict do nothing;
$$;

-- Statement-level triggers with transition tables: a batch insert or update pays once, not per row.
create function public.products_search_words_inserted()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform public.add_product_search_words(
    array_agg(n.id), array_agg(n.name), array_agg(n.model), array_agg(n.sku),
    array_agg(n.model_number))
    from new_rows n
   where n.status = 'active';
  return null;
end;
$$;

-- An update replaces the words only of the products whose words or status changed: a price or
-- description edit costs a comparison.
create function public.products_search_words_updated()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from public.product_search_words w
   using new_rows n join old_rows o on o.id = n.id
   where w.product_id = n.id
     and (n.name, n.model, n.sku, n.model_number, n.status)
         is distinct from (o.name, o.model, o.sku, o.model_number, o.status);
  perform public.add_product_search_words(
    array_agg(n.id), array_agg(n.name), array_agg(n.model), array_agg(n.sku),
    array_agg(n.model_number))
    from new_rows n join old_rows o on o.id = n.id
   where n.status = 'active'
     and (n.name, n.model, n.sku, n.model_number, n.status)
         is distinct from (o.name, o.model, o.sku, o.model_number, o.status);
  return null;
end;
$$;

create function public.products_search_words_deleted()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from public.product_search_words w using old_rows o where w.product_id = o.id;
  return null;
end;
$$;

create trigger products_search_words_insert
  after insert on public.products
  referencing new table as new_rows
  for each statement execute function public.products_search_words_inserted();

create trigger products_search_words_update
  after update on public.products
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.products_search_words_updated();

create trigger products_search_words_delete
  after delete on public.products
  referencing old table as old_rows
  for each statement execute function public.products_search_words_deleted();

-- The products already there.
select public.add_product_search_words(
  array_agg(id), array_agg(name), array_agg(model), array_agg(sku), array_agg(model_number))
  from public.products
 where status = 'active';
