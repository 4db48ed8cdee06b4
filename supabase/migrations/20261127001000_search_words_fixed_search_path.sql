-- Every function of the public schema runs with a fixed search_path (Supabase's database linter:
-- function_search_path_mutable). product_search_words_of had none so that Postgres could inline it
-- into add_product_search_words' query; its words are now worked out in that query itself, which
-- has a fixed search_path, and the function goes.
create or replace function public.add_product_search_words(
  ids bigint[], names text[], models text[], skus text[], model_numbers text[]
)
returns void
language sql
volatile
set search_path = ''
as $$
  with products as (
    select p.id, p.name,
           lower(public.immutable_unaccent(concat_ws(' ', p.name, p.model, p.sku, p.model_number))) as text
      from unnest(ids, names, models, skus, model_numbers) p(id, name, model, sku, model_number)
  ), words as (
    -- Runs of letters and digits (2+), and the tail of each from its first change between
    -- letters and digits (ZT230 gives zt230 and 230).
    select distinct w.word, p.name, p.id as product_id
      from products p,
           lateral (
             select piece from string_to_table(regexp_replace(p.text, '[^a-z0-9]+', ' ', 'g'), ' ') piece
              where length(piece) >= 2
             union
             select m[1] from regexp_matches(p.text, '(?:[a-z](?=[0-9])|[0-9](?=[a-z]))([a-z0-9]{2,})', 'g') m
           ) w(word)
  ), added as (
    insert into public.product_search_words (word, name, product_id)
    select word, name, product_id from words
  )
  insert into public.search_vocabulary (word)
  select distinct word from words
   where length(word) >= 4 and translate(word, '0123456789', '') = word
  on conflict do nothing;
$$;

drop function public.product_search_words_of(text, text, text, text);
