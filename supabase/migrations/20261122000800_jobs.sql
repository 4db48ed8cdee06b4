-- Job openings and the applications sent for them.

-- Job openings; new ones default to full-time, entry level, active, not featured.
create table public.jobs (
  id bigint generated always as identity primary key,
  title text not null check (char_length(title) between 1 and 200),
  slug text not null unique
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 200),
  company text not null check (char_length(company) between 1 and 200),
  location text not null check (char_length(location) between 1 and 200),
  description text not null check (char_length(description) <= 20000),
  requirements text check (char_length(requirements) <= 20000),
  responsibilities text check (char_length(responsibilities) <= 20000),
  benefits text check (char_length(benefits) <= 20000),
  job_type text not null default 'full-time'
    check (job_type in ('full-time', 'part-time', 'contract', 'internship')),
  experience_level text not null default 'entry'
    check (experience_level in ('entry', 'mid', 'senior', 'executive')),
  salary_range text check (char_length(salary_range) <= 200),
  application_email text check (char_length(application_email) <= 254),
  application_url text check (char_length(application_url) <= 2048),
  status text not null default 'active' check (status in ('active', 'inactive', 'closed')),
  featured boolean not null default false,
  views integer not null default 0 check (views >= 0),
  version integer not null default 1 check (version > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Supabase's anon and authenticated roles must see nothing; the server connects as the owner.
alter table public.jobs enable row level security;

-- Stamps updated_at on every change.
create trigger jobs_touch_updated_at
  before update on public.jobs
  for each row execute function public.touch_updated_at();

-- The careers page: active openings, newest first.
create index jobs_status_created_at_idx on public.jobs (status, created_at desc, id);

-- Applications. job_title is kept so an application still reads well after its job is deleted;
-- the résumé sits in private storage at resume_path.
create table public.job_applications (
  id uuid primary key default gen_random_uuid(),
  job_id bigint references public.jobs (id) on delete set null,
  job_title text check (char_length(job_title) <= 200),
  first_name text not null check (char_length(first_name) between 1 and 100),
  last_name text not null check (char_length(last_name) between 1 and 100),
  email text not null check (char_length(email) between 1 and 254),
  phone text not null check (char_length(phone) between 1 and 40),
  location text not null check (char_length(location) between 1 and 200),
  experience text not null check (experience in ('0-1', '1-3', '3-5', '5-10', '10+')),
  education text not null check (char_length(education) between 1 and 1000),
  cover_letter text not null check (char_length(cover_letter) between 1 and 20000),
  resume_path text check (char_length(resume_path) <= 1024),
  portfolio text check (char_length(portfolio) <= 2048),
  linkedin text check (char_length(linkedin) <= 2048),
  expected_salary text check (char_length(expected_salary) <= 200),
  availability text
    check (availability in ('immediate', '2-weeks', '1-month', '2-months', 'flexible')),
  additional_info text check (char_length(additional_info) <= 10000),
  status text not null default 'new'
    check (status in ('new', 'reviewing', 'shortlisted', 'rejected', 'hired')),
  ip_hash text check (char_length(ip_hash) <= 128),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Applications hold personal data: private to the server.
alter table public.job_applications enable row level security;

-- Stamps updated_at on every change (status changes in administration).
create trigger job_applications_touch_updated_at
  before update on public.job_applications
  for each row execute function public.touch_updated_at();

-- Lists applications by status, newest first, in administration.
create index job_applications_status_created_at_idx
  on public.job_applications (status, created_at desc);

-- Lists a job's applications, and the check made when a job is deleted.
create index job_applications_job_id_idx on public.job_applications (job_id, created_at desc);
