-- Quote requests visitors send from the catalogue (issue "Leads"), and the products each lists.

-- One quote request: who asks, stored before anyone is mailed about it (like contact_submissions).
create table public.quote_requests (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 200),
  company text check (char_length(company) <= 200),
  email text not null check (char_length(email) between 1 and 254),
  mobile text not null check (char_length(mobile) between 1 and 40),
  city text not null check (char_length(city) between 1 and 100),
  gstin text check (gstin ~ '^[0-9A-Z]{15}$'),
  message text check (char_length(message) <= 2000),
  cookie_consent boolean not null default false,
  ip_hash text check (char_length(ip_hash) <= 128),
  user_agent text check (char_length(user_agent) <= 1000),
  mail_status text not null default 'pending' check (mail_status in ('pending', 'sent', 'failed')),
  created_at timestamptz not null default now()
);

-- Requests hold personal data: private to the server.
alter table public.quote_requests enable row level security;

-- The products of a request in the visitor's order. The product's slug, name and model are kept
-- as they were when asked for, so a request still reads well after the product changes or goes.
create table public.quote_request_items (
  id bigint generated always as identity primary key,
  quote_request_id uuid not null references public.quote_requests (id) on delete cascade,
  position smallint not null check (position between 0 and 49),
  product_id bigint references public.products (id) on delete set null,
  product_slug text not null check (char_length(product_slug) between 1 and 200),
  product_name text not null check (char_length(product_name) between 1 and 200),
  product_model text check (char_length(product_model) <= 200),
  quantity integer not null check (quantity between 1 and 100000),
  note text check (char_length(note) <= 500),
  unique (quote_request_id, position)
);

-- Items belong to requests: private to the server.
alter table public.quote_request_items enable row level security;

-- Counts requests per product for the dashboard's top products.
create index quote_request_items_product_slug_idx on public.quote_request_items (product_slug);

-- The check made when a product is deleted (on delete set null).
create index quote_request_items_product_id_idx on public.quote_request_items (product_id);
