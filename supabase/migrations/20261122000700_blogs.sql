-- Blog posts.

-- Blog posts; `content` is text with blank-line paragraphs and simple HTML.
create table public.blogs (
  id bigint generated always as identity primary key,
  title text not null check (char_length(title) between 1 and 300),
  slug text not null unique
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 200),
  excerpt text check (char_length(excerpt) <= 2000),
  description text check (char_length(description) <= 20000),
  content text not null check (char_length(content) <= 200000),
  featured_image text check (char_length(featured_image) <= 2048),
  author text not null default 'Admin' check (char_length(author) between 1 and 200),
  category text check (char_length(category) <= 200),
  tags jsonb not null default '[]'
    check (jsonb_typeof(tags) = 'array' and octet_length(tags::text) <= 5000),
  status text not null default 'published' check (status in ('published', 'draft', 'archived')),
  featured boolean not null default false,
  views integer not null default 0 check (views >= 0),
  version integer not null default 1 check (version > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  published_at timestamptz,
  -- Full-text document, accent-folded: title A; excerpt, category and tags B; description C;
  -- content D. Query it with websearch_to_tsquery('english', public.immutable_unaccent($1)).
  search_vector tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, public.immutable_unaccent(coalesce(title, ''))), 'A') ||
    setweight(to_tsvector('english'::regconfig, public.immutable_unaccent(
      coalesce(excerpt, '') || ' ' || coalesce(category, ''))), 'B') ||
    setweight(to_tsvector('english'::regconfig, tags), 'B') ||
    setweight(to_tsvector('english'::regconfig, public.immutable_unaccent(coalesce(description, ''))), 'C') ||
    setweight(to_tsvector('english'::regconfig, public.immutable_unaccent(coalesce(content, ''))), 'D')
  ) stored
);

-- Supabase's anon and authenticated roles must see nothing; the server connects as the owner.
alter table public.blogs enable row level security;

-- Stamps updated_at on every change.
create trigger blogs_touch_updated_at
  before update on public.blogs
  for each row execute function public.touch_updated_at();

-- The blog list: published posts, newest first.
create index blogs_status_created_at_idx on public.blogs (status, created_at desc, id);

-- Full-text search over posts.
create index blogs_search_vector_idx on public.blogs using gin (search_vector);

-- Featured posts.
create index blogs_featured_idx on public.blogs (created_at desc) where featured and status = 'published';
