-- What browsers report of the pages' Content-Security-Policy (POST /api/csp-report): a script the
-- policy blocked in production is seen here, not only in the visitor's console.

-- One violation per row. Addresses are kept without their query string or fragment (a signed
-- link's token stays out); no visitor address is kept.
create table public.csp_reports (
  id bigint generated always as identity primary key,
  received_at timestamptz not null default now(),
  document_url text not null check (char_length(document_url) between 1 and 2048),
  blocked_url text check (char_length(blocked_url) <= 2048),
  directive text not null check (char_length(directive) between 1 and 100),
  disposition text not null check (disposition in ('enforce', 'report')),
  source_file text check (char_length(source_file) <= 2048),
  line_number integer check (line_number >= 0),
  column_number integer check (column_number >= 0),
  sample text check (char_length(sample) <= 256),
  user_agent text check (char_length(user_agent) <= 512)
);

-- Operations data is private to the server.
alter table public.csp_reports enable row level security;

-- The latest reports first, and the purge of old ones.
create index csp_reports_received_at_idx on public.csp_reports (received_at);
