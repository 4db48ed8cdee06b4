-- Bulk product imports and the publish requests that rebuild the static site after an edit.

-- One uploaded spreadsheet and its progress; failed_rows lists {rowNumber, productName, error}.
create table public.import_jobs (
  id uuid primary key default gen_random_uuid(),
  file_name text not null check (char_length(file_name) between 1 and 255),
  file_path text check (char_length(file_path) <= 1024),
  file_size bigint check (file_size >= 0),
  status text not null default 'pending'
    check (status in ('pending', 'running', 'completed', 'failed')),
  dry_run boolean not null default false,
  total_rows integer not null default 0 check (total_rows >= 0),
  processed_rows integer not null default 0 check (processed_rows >= 0),
  successful_rows integer not null default 0 check (successful_rows >= 0),
  failed_rows jsonb not null default '[]' check (jsonb_typeof(failed_rows) = 'array'),
  error text check (char_length(error) <= 10000),
  created_by bigint references public.staff_users (id) on delete set null,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);

-- Operations data is private to the server.
alter table public.import_jobs enable row level security;

-- Lists imports newest first in administration.
create index import_jobs_created_at_idx on public.import_jobs (created_at desc);

-- A request to rebuild and deploy the site: queued, building, then live or failed.
create table public.publish_requests (
  id bigint generated always as identity primary key,
  reason text check (char_length(reason) <= 500),
  entity_type text check (char_length(entity_type) <= 100),
  entity_id text check (char_length(entity_id) <= 200),
  status text not null default 'queued' check (status in ('queued', 'building', 'live', 'failed')),
  build_id text check (char_length(build_id) <= 200),
  error text check (char_length(error) <= 10000),
  requested_by bigint references public.staff_users (id) on delete set null,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);

-- Operations data is private to the server.
alter table public.publish_requests enable row level security;

-- Finds queued and building requests, oldest first, and the latest outcome.
create index publish_requests_status_created_at_idx on public.publish_requests (status, created_at);
