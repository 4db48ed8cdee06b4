-- City search on a stored folded name: the picker's search folded every city's name on each call
-- (lower and unaccent of ~1,600 names, most of its 4.7 ms of database time on the embedded
-- database); the folded name is now kept with the city and indexed for LIKE and trigram matches.

-- The name as searches compare it: lower case, accents removed (the same text as
-- lower(extensions.unaccent(…)) of locations.ts's `folded`).
alter table public.cities
  add column name_folded text generated always as (lower(public.immutable_unaccent(name))) stored;

-- Names containing the typed text (like '%pun%') and names within trigram similarity (typos).
create index cities_name_folded_trgm_idx
  on public.cities using gin (name_folded extensions.gin_trgm_ops);
