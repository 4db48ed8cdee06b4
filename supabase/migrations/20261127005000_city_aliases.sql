-- Other names of cities: the names people type for a city whose official name changed or is
-- spelt otherwise (Bangalore for Bengaluru, Bombay for Mumbai). The city search matches them
-- beside the official names and shows which one it matched.
create table public.city_aliases (
  id integer generated always as identity primary key,
  city_id integer not null references public.cities (id) on delete cascade,
  alias text not null check (char_length(btrim(alias)) between 2 and 100),
  -- The alias as searches compare it (the same folding as cities.name_folded).
  alias_folded text generated always as (lower(public.immutable_unaccent(alias))) stored,
  created_at timestamptz not null default now()
);

-- Supabase's anon and authenticated roles must see nothing; the server connects as the owner.
alter table public.city_aliases enable row level security;

-- One alias once per city, whatever its case or accents (the seed's upsert key).
create unique index city_aliases_city_alias_idx on public.city_aliases (city_id, alias_folded);

-- Aliases containing the typed text and aliases within trigram similarity (typos).
create index city_aliases_folded_trgm_idx
  on public.city_aliases using gin (alias_folded extensions.gin_trgm_ops);
