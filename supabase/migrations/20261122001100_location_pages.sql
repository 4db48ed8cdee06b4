-- Per-city texts of the location pages; a city without a row gets the site's default texts.

-- Search-engine texts of a city's page.
create table public.location_seo (
  city_id integer primary key references public.cities (id) on delete cascade,
  title text check (char_length(title) <= 300),
  description text check (char_length(description) <= 2000),
  keywords text check (char_length(keywords) <= 2000),
  h1 text check (char_length(h1) <= 300),
  structured_data jsonb check (
    jsonb_typeof(structured_data) in ('object', 'array')
    and octet_length(structured_data::text) <= 50000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Supabase's anon and authenticated roles must see nothing; the server connects as the owner.
alter table public.location_seo enable row level security;

-- Stamps updated_at on every change.
create trigger location_seo_touch_updated_at
  before update on public.location_seo
  for each row execute function public.touch_updated_at();

-- Headings of a city's page sections.
create table public.location_content (
  city_id integer primary key references public.cities (id) on delete cascade,
  banner_title text check (char_length(banner_title) <= 300),
  banner_subtitle text check (char_length(banner_subtitle) <= 1000),
  hero_title text check (char_length(hero_title) <= 300),
  hero_subtitle text check (char_length(hero_subtitle) <= 1000),
  services_title text check (char_length(services_title) <= 300),
  services_subtitle text check (char_length(services_subtitle) <= 1000),
  contact_title text check (char_length(contact_title) <= 300),
  contact_subtitle text check (char_length(contact_subtitle) <= 1000),
  testimonials_title text check (char_length(testimonials_title) <= 300),
  testimonials_subtitle text check (char_length(testimonials_subtitle) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Supabase's anon and authenticated roles must see nothing.
alter table public.location_content enable row level security;

-- Stamps updated_at on every change.
create trigger location_content_touch_updated_at
  before update on public.location_content
  for each row execute function public.touch_updated_at();
