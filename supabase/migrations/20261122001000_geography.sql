-- Countries, states and cities. Their ids come from the geography data set (India is 101, New
-- Delhi 18), so they are plain integer keys, not identities.

-- Countries; `code` is the ISO 3166-1 alpha-2 code.
create table public.countries (
  id integer primary key,
  name text not null check (char_length(name) between 1 and 200),
  code char(2) not null unique,
  phone_code text check (char_length(phone_code) <= 20)
);

-- Supabase's anon and authenticated roles must see nothing; the server connects as the owner.
alter table public.countries enable row level security;

-- States, provinces and union territories.
create table public.states (
  id integer primary key,
  country_id integer not null references public.countries (id) on delete restrict,
  name text not null check (char_length(name) between 1 and 200),
  code text check (char_length(code) <= 20)
);

-- Supabase's anon and authenticated roles must see nothing.
alter table public.states enable row level security;

-- A country's states in alphabetical order (the location picker).
create index states_country_id_name_idx on public.states (country_id, name);

-- Cities; `slug` is the URL key of /location/{citySlug}, filled by the seed loader.
create table public.cities (
  id integer primary key,
  state_id integer not null references public.states (id) on delete restrict,
  name text not null check (char_length(name) between 1 and 200),
  slug text not null unique
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 200),
  latitude numeric(9, 6) check (latitude between -90 and 90),
  longitude numeric(9, 6) check (longitude between -180 and 180),
  is_service_city boolean not null default false
);

-- Supabase's anon and authenticated roles must see nothing.
alter table public.cities enable row level security;

-- A state's cities in alphabetical order (the location picker).
create index cities_state_id_name_idx on public.cities (state_id, name);

-- Typo-tolerant city search: lower(name) operator(extensions.%) lower($1).
create index cities_name_trgm_idx on public.cities using gin (lower(name) extensions.gin_trgm_ops);

-- City search by prefix: lower(name) like 'pun%'.
create index cities_name_prefix_idx on public.cities (lower(name) text_pattern_ops);

-- The cities the business serves (location pages, network directory).
create index cities_service_city_idx on public.cities (state_id, name) where is_service_city;
