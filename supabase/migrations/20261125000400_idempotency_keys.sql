-- The Idempotency-Key of each public form submission, so a retried submission is recognised and
-- answered again instead of being stored (and mailed) twice.

-- One row per key and kind of form, written in the same transaction as the submission it names.
-- `fingerprint` is a SHA-256 of what was sent (refuses the key's reuse for other content);
-- `result` is what the first request stored (e.g. the submission's id), from which a repeat is
-- answered. It is null only inside the transaction that claims the key.
create table public.idempotency_keys (
  scope text not null check (char_length(scope) between 1 and 50),
  key text not null check (char_length(key) between 16 and 128),
  fingerprint text not null check (char_length(fingerprint) = 64),
  result jsonb check (octet_length(result::text) <= 4000),
  created_at timestamptz not null default now(),
  primary key (scope, key)
);

-- Operations data is private to the server.
alter table public.idempotency_keys enable row level security;

-- Purges keys past their 24 hours.
create index idempotency_keys_created_at_idx on public.idempotency_keys (created_at);
