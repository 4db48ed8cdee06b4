-- An import can take longer than one function call may run: it goes on in further calls from the
-- row where the last one stopped, so the job keeps the counts of every call and a lease.

-- The successful rows by outcome, summed over the import's calls.
alter table public.import_jobs
  add column created_rows integer not null default 0 check (created_rows >= 0),
  add column updated_rows integer not null default 0 check (updated_rows >= 0),
  add column unchanged_rows integer not null default 0 check (unchanged_rows >= 0);

-- While a call works on the job it holds it until this time, so two calls never write its rows.
alter table public.import_jobs add column locked_until timestamptz;
