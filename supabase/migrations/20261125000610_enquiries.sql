-- The staff inbox of enquiries (issue "Leads"): one row per contact message, quote request and
-- driver download request, holding what staff do with it (status, assignee, version); the
-- submission itself stays in its own table. Internal notes hang off the inbox row.

-- One enquiry of any kind. Its id is the number staff see; exactly the submission column of its
-- type is set, and deleting the submission deletes the enquiry (the retention purge).
create table public.enquiries (
  id bigint generated always as identity primary key,
  type text not null check (type in ('contact', 'quote', 'driver')),
  contact_submission_id uuid unique
    references public.contact_submissions (id) on delete cascade,
  quote_request_id uuid unique references public.quote_requests (id) on delete cascade,
  driver_download_request_id uuid unique
    references public.driver_download_requests (id) on delete cascade,
  status text not null default 'new'
    check (status in ('new', 'contacted', 'quoted', 'won', 'lost', 'spam')),
  assignee_id bigint references public.staff_users (id) on delete set null,
  version integer not null default 1 check (version > 0),
  received_at timestamptz not null,
  updated_at timestamptz not null default now(),
  check ((type = 'contact') = (contact_submission_id is not null)
     and (type = 'quote') = (quote_request_id is not null)
     and (type = 'driver') = (driver_download_request_id is not null))
);

-- Enquiries hold what staff decided about people: private to the server.
alter table public.enquiries enable row level security;

-- Stamps updated_at on every change (status, assignee).
create trigger enquiries_touch_updated_at
  before update on public.enquiries
  for each row execute function public.touch_updated_at();

-- The inbox, newest first, and its type and status filters.
create index enquiries_received_at_idx on public.enquiries (received_at desc, id desc);
create index enquiries_type_received_at_idx on public.enquiries (type, received_at desc);
create index enquiries_status_idx on public.enquiries (status);

-- Finds the enquiries assigned to a member of staff (and the account deletion's set null).
create index enquiries_assignee_id_idx on public.enquiries (assignee_id);

-- Opens the inbox row of a new submission, whatever code stored it; the trigger's argument names
-- the type. Every submission table has a uuid id and created_at.
create or replace function public.open_enquiry()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  insert into public.enquiries
    (type, contact_submission_id, quote_request_id, driver_download_request_id, received_at)
  values (
    tg_argv[0],
    case when tg_argv[0] = 'contact' then new.id end,
    case when tg_argv[0] = 'quote' then new.id end,
    case when tg_argv[0] = 'driver' then new.id end,
    new.created_at);
  return null;
end;
$$;

create trigger contact_submissions_open_enquiry
  after insert on public.contact_submissions
  for each row execute function public.open_enquiry('contact');

create trigger quote_requests_open_enquiry
  after insert on public.quote_requests
  for each row execute function public.open_enquiry('quote');

create trigger driver_download_requests_open_enquiry
  after insert on public.driver_download_requests
  for each row execute function public.open_enquiry('driver');

-- Submissions received before the inbox existed enter it as new, oldest first.
insert into public.enquiries (type, contact_submission_id, received_at)
select 'contact', id, created_at from public.contact_submissions order by created_at, id;
insert into public.enquiries (type, driver_download_request_id, received_at)
select 'driver', id, created_at from public.driver_download_requests order by created_at, id;

-- Internal notes on an enquiry. author_name is kept so a note still names its author after the
-- account is deleted.
create table public.enquiry_notes (
  id bigint generated always as identity primary key,
  enquiry_id bigint not null references public.enquiries (id) on delete cascade,
  author_id bigint references public.staff_users (id) on delete set null,
  author_name text not null check (char_length(author_name) between 1 and 200),
  body text not null check (char_length(body) between 1 and 2000),
  created_at timestamptz not null default now()
);

-- Notes are staff's own words about people: private to the server.
alter table public.enquiry_notes enable row level security;

-- An enquiry's notes in the order they were written.
create index enquiry_notes_enquiry_id_idx on public.enquiry_notes (enquiry_id, created_at);

-- Finds a member of staff's notes (the account deletion's set null).
create index enquiry_notes_author_id_idx on public.enquiry_notes (author_id);
