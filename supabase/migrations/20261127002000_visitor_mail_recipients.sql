-- Mail to visitors (confirmations of quotes, driver requests and contact enquiries) goes to an
-- address the visitor typed, which may be a stranger's: each address gets at most one a day.

-- One row per address mailed in the last day, the address only as a keyed hash.
create table public.visitor_mail_recipients (
  recipient_hash text primary key check (char_length(recipient_hash) <= 128),
  mailed_at timestamptz not null default now()
);

-- Hashes of visitors' addresses: private to the server.
alter table public.visitor_mail_recipients enable row level security;
