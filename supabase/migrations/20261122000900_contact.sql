-- The contact forms' submissions and the contact entries shown on the site.

-- Every contact-form submission, kept whether or not the notification mail went out.
-- `source` names the form or endpoint it came from (contact page, home page, …).
create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (char_length(email) between 1 and 254),
  mobile text check (char_length(mobile) <= 40),
  location text check (char_length(location) <= 200),
  company text check (char_length(company) <= 200),
  product_service text check (char_length(product_service) <= 200),
  message text not null check (char_length(message) between 1 and 10000),
  cookie_consent boolean not null default false,
  source text not null default 'contact' check (char_length(source) between 1 and 100),
  ip_hash text check (char_length(ip_hash) <= 128),
  user_agent text check (char_length(user_agent) <= 1000),
  mail_status text not null default 'pending' check (mail_status in ('pending', 'sent', 'failed')),
  created_at timestamptz not null default now()
);

-- Submissions hold personal data: private to the server.
alter table public.contact_submissions enable row level security;

-- Lists submissions newest first in administration.
create index contact_submissions_created_at_idx on public.contact_submissions (created_at desc);

-- Finds submissions whose mail is still to be sent or retried.
create index contact_submissions_mail_pending_idx
  on public.contact_submissions (created_at) where mail_status <> 'sent';

-- Phone numbers, addresses and social links shown on the contact page and footer.
create table public.contact_info (
  id bigint generated always as identity primary key,
  type text not null check (type in ('phone', 'email', 'address', 'social_media')),
  title text not null check (char_length(title) between 1 and 200),
  value text not null check (char_length(value) between 1 and 1000),
  description text check (char_length(description) <= 2000),
  icon text check (char_length(icon) <= 100),
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Supabase's anon and authenticated roles must see nothing; the server connects as the owner.
alter table public.contact_info enable row level security;

-- Stamps updated_at on every change.
create trigger contact_info_touch_updated_at
  before update on public.contact_info
  for each row execute function public.touch_updated_at();
