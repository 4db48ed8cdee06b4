-- Synonyms staff add to the search (the trade's own are built in, src/lib/search/search-synonyms.ts):
-- a search for one side also finds what the other side finds, as "label printer" finds barcode
-- printers. Both sides are stored as the search compares them: lower case, without accents, words
-- of letters and digits joined by single spaces.
create table public.search_synonyms (
  id integer generated always as identity primary key,
  term text not null check (term ~ '^[a-z0-9]+( [a-z0-9]+)*$' and char_length(term) between 2 and 60),
  means text not null check (means ~ '^[a-z0-9]+( [a-z0-9]+)*$' and char_length(means) between 2 and 60),
  created_at timestamptz not null default now(),
  check (term <> means)
);

-- Supabase's anon and authenticated roles must see nothing; the server connects as the owner.
alter table public.search_synonyms enable row level security;

-- A pair once, whichever side was typed first.
create unique index search_synonyms_pair_idx
  on public.search_synonyms (least(term, means), greatest(term, means));
