-- Categories, their subcategories and brands. A category's or subcategory's name is its URL key.

-- Product categories (printers, scanners, …); `name` is the URL key, `display_name` the label.
create table public.categories (
  id bigint generated always as identity primary key,
  name text not null unique
    check (name ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(name) <= 100),
  display_name text not null check (char_length(display_name) between 1 and 200),
  description text check (char_length(description) <= 20000),
  icon text check (char_length(icon) <= 100),
  image text check (char_length(image) <= 2048),
  sort_order integer not null default 0,
  version integer not null default 1 check (version > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Supabase's anon and authenticated roles must see nothing; the server connects as the owner.
alter table public.categories enable row level security;

-- Stamps updated_at on every change.
create trigger categories_touch_updated_at
  before update on public.categories
  for each row execute function public.touch_updated_at();

-- Subcategories; `name` is the URL slug of a top-level route (/labels, /desktop-printers), so it is
-- unique across the whole catalogue, not only within its category.
create table public.subcategories (
  id bigint generated always as identity primary key,
  category_id bigint not null references public.categories (id) on delete restrict,
  name text not null unique
    check (name ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(name) <= 100),
  display_name text not null check (char_length(display_name) between 1 and 200),
  description text check (char_length(description) <= 20000),
  image text check (char_length(image) <= 2048),
  sort_order integer not null default 0,
  version integer not null default 1 check (version > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Target of products' (subcategory_id, category_id) key: a product's subcategory is in its category.
  unique (id, category_id)
);

-- Supabase's anon and authenticated roles must see nothing.
alter table public.subcategories enable row level security;

-- Stamps updated_at on every change.
create trigger subcategories_touch_updated_at
  before update on public.subcategories
  for each row execute function public.touch_updated_at();

-- Lists a category's subcategories in display order.
create index subcategories_category_id_sort_idx on public.subcategories (category_id, sort_order);

-- Brands (Zebra, Honeywell, …); `name` is the key the data files and imports use.
create table public.brands (
  id bigint generated always as identity primary key,
  name text not null unique check (char_length(name) between 1 and 200),
  display_name text not null check (char_length(display_name) between 1 and 200),
  description text check (char_length(description) <= 20000),
  website text check (char_length(website) <= 2048),
  logo text check (char_length(logo) <= 2048),
  version integer not null default 1 check (version > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Supabase's anon and authenticated roles must see nothing.
alter table public.brands enable row level security;

-- Stamps updated_at on every change.
create trigger brands_touch_updated_at
  before update on public.brands
  for each row execute function public.touch_updated_at();
