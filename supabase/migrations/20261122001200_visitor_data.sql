-- What visitors who accepted cookies let the site record. Never a full IP address: only a
-- truncated prefix (consent records) or a keyed hash (elsewhere).

-- Each consent decision: accept all, reject all, or saved preferences.
create table public.cookie_acceptances (
  id uuid primary key default gen_random_uuid(),
  action text not null
    check (action in ('cookie_accepted', 'cookie_rejected', 'preferences_saved')),
  preferences jsonb
    check (jsonb_typeof(preferences) = 'object' and octet_length(preferences::text) <= 2000),
  user_data jsonb
    check (jsonb_typeof(user_data) = 'object' and octet_length(user_data::text) <= 20000),
  visitor_id text check (char_length(visitor_id) <= 100),
  ip_prefix text check (char_length(ip_prefix) <= 64),
  created_at timestamptz not null default now()
);

-- Visitor data is private to the server.
alter table public.cookie_acceptances enable row level security;

-- Interaction events sent by consenting visitors.
create table public.tracking_events (
  id bigint generated always as identity primary key,
  visitor_id text not null check (char_length(visitor_id) between 1 and 100),
  action text not null check (char_length(action) between 1 and 100),
  data jsonb check (octet_length(data::text) <= 20000),
  url text check (char_length(url) <= 2048),
  page_title text check (char_length(page_title) <= 500),
  user_agent text check (char_length(user_agent) <= 1000),
  created_at timestamptz not null default now()
);

-- Visitor data is private to the server.
alter table public.tracking_events enable row level security;

-- One visitor's events in time order.
create index tracking_events_visitor_id_created_at_idx
  on public.tracking_events (visitor_id, created_at);

-- Page-leave summaries (sent when a visitor stayed over 30 s with more than 3 interactions).
create table public.tracking_summaries (
  id bigint generated always as identity primary key,
  visitor_id text not null check (char_length(visitor_id) between 1 and 100),
  page_url text check (char_length(page_url) <= 2048),
  time_spent integer not null default 0 check (time_spent >= 0),
  interactions_count integer not null default 0 check (interactions_count >= 0),
  created_at timestamptz not null default now()
);

-- Visitor data is private to the server.
alter table public.tracking_summaries enable row level security;

-- One visitor's summaries in time order.
create index tracking_summaries_visitor_id_created_at_idx
  on public.tracking_summaries (visitor_id, created_at);
