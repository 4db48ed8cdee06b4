-- Downloadable drivers and the requests visitors fill in to download one.

-- Drivers. `version` is the driver's own version text ("5.1.17"), so the optimistic-concurrency
-- counter is `row_version`. The file sits in private storage at `file_path`.
create table public.drivers (
  id bigint generated always as identity primary key,
  name text not null check (char_length(name) between 1 and 200),
  version text not null check (char_length(version) between 1 and 100),
  category text not null check (category in ('printer', 'scanner', 'mobile', 'utility')),
  operating_system text not null
    check (operating_system in ('windows', 'macos', 'linux', 'android', 'ios')),
  file_size text check (char_length(file_size) <= 50),
  description text not null check (char_length(description) <= 20000),
  compatibility text check (char_length(compatibility) <= 5000),
  release_date date,
  file_name text check (char_length(file_name) <= 255),
  file_path text check (char_length(file_path) <= 1024),
  row_version integer not null default 1 check (row_version > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Supabase's anon and authenticated roles must see nothing; the server connects as the owner.
alter table public.drivers enable row level security;

-- Stamps updated_at on every change.
create trigger drivers_touch_updated_at
  before update on public.drivers
  for each row execute function public.touch_updated_at();

-- The download form: who asked for which driver, with their purchase receipt (private storage).
-- driver_name is kept so a request still reads well after its driver is deleted.
create table public.driver_download_requests (
  id uuid primary key default gen_random_uuid(),
  driver_id bigint references public.drivers (id) on delete set null,
  driver_name text check (char_length(driver_name) <= 200),
  full_name text not null check (char_length(full_name) between 1 and 200),
  company_name text not null check (char_length(company_name) between 1 and 200),
  address text not null check (char_length(address) between 1 and 1000),
  mobile_number text not null check (char_length(mobile_number) between 1 and 40),
  purpose text not null check (char_length(purpose) between 1 and 2000),
  email text not null check (char_length(email) between 1 and 254),
  receipt_path text check (char_length(receipt_path) <= 1024),
  receipt_type text check (char_length(receipt_type) <= 200),
  receipt_size bigint check (receipt_size >= 0),
  ip_hash text check (char_length(ip_hash) <= 128),
  created_at timestamptz not null default now()
);

-- Requests hold personal data: private to the server.
alter table public.driver_download_requests enable row level security;

-- Lists requests newest first in administration.
create index driver_download_requests_created_at_idx
  on public.driver_download_requests (created_at desc);

-- The check made when a driver is deleted.
create index driver_download_requests_driver_id_idx on public.driver_download_requests (driver_id);
