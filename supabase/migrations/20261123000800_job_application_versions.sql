-- Two staff changing one application's status at once: the second change is refused instead of
-- silently overwriting the first (issue 6, "Beyond the original"), as for every other record.

-- The version the admin list showed; each status change adds one.
alter table public.job_applications
  add column version integer not null default 1 check (version > 0);
