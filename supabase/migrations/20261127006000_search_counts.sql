-- What visitors search for, counted per day and per query: the query's words only (folded and
-- lower case), with no address, visitor id or cookie. The admin dashboard shows the week's top
-- searches and those that find nothing.
create table public.search_counts (
  day date not null,
  query text not null check (char_length(query) between 1 and 100),
  searches integer not null default 0 check (searches >= 0),
  found_nothing integer not null default 0 check (found_nothing >= 0),
  -- How many products the day's latest search of the query found: a query that finds products
  -- again (a synonym added, a product published) leaves the "found nothing" list.
  last_found integer not null default 0 check (last_found >= 0),
  primary key (day, query)
);

-- Supabase's anon and authenticated roles must see nothing; the server connects as the owner.
alter table public.search_counts enable row level security;
