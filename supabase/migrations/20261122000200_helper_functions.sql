-- Functions shared by the tables of the later migrations.

-- unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index or a
-- generated column. This wrapper names the dictionary explicitly and is declared IMMUTABLE, which
-- is the usual, safe way to index accent-folded text.
create or replace function public.immutable_unaccent(text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select extensions.unaccent('extensions.unaccent'::regdictionary, $1)
$$;

-- Keeps updated_at truthful whatever code path updates a row.
create or replace function public.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
