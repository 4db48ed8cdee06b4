-- Who changed what in administration, and the counters that throttle requests per address.

-- One row per create, update or delete made by staff. actor_username is kept so the entry still
-- names its author after the account is deleted.
create table public.audit_log (
  id bigint generated always as identity primary key,
  actor_id bigint references public.staff_users (id) on delete set null,
  actor_username text check (char_length(actor_username) <= 100),
  action text not null check (action in ('create', 'update', 'delete')),
  entity_type text not null check (char_length(entity_type) between 1 and 100),
  entity_id text check (char_length(entity_id) <= 200),
  changes jsonb check (octet_length(changes::text) <= 500000),
  created_at timestamptz not null default now()
);

-- Operations data is private to the server.
alter table public.audit_log enable row level security;

-- The history of one record, newest first.
create index audit_log_entity_idx on public.audit_log (entity_type, entity_id, created_at desc);

-- Fixed-window request counters: key names the limit and the caller (e.g. "contact:<ip hash>").
create table public.rate_limits (
  key text not null check (char_length(key) between 1 and 300),
  window_start timestamptz not null,
  count integer not null default 0 check (count >= 0),
  primary key (key, window_start)
);

-- Operations data is private to the server.
alter table public.rate_limits enable row level security;

-- Purges windows that have ended.
create index rate_limits_window_start_idx on public.rate_limits (window_start);
