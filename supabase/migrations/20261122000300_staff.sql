-- Staff accounts, their sessions and sign-in attempts. No self-registration: an admin creates
-- accounts. Passwords are scrypt hashes; session tokens are stored only as their SHA-256.

-- Staff accounts; usernames are stored in lower case so "Admin" and "admin" are one account.
create table public.staff_users (
  id bigint generated always as identity primary key,
  username text not null unique
    check (username = lower(username) and char_length(username) between 1 and 100),
  password_hash text not null check (char_length(password_hash) between 1 and 500),
  display_name text check (char_length(display_name) <= 200),
  email text check (char_length(email) <= 254),
  role text not null default 'staff' check (role in ('admin', 'staff')),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_login_at timestamptz,
  password_changed_at timestamptz not null default now()
);

-- Supabase's anon and authenticated roles must see nothing; the server connects as the owner.
alter table public.staff_users enable row level security;

-- Stamps updated_at on every change of an account.
create trigger staff_users_touch_updated_at
  before update on public.staff_users
  for each row execute function public.touch_updated_at();

-- Signed-in sessions; the cookie holds the token, the table only its hex SHA-256.
create table public.staff_sessions (
  id bigint generated always as identity primary key,
  user_id bigint not null references public.staff_users (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  last_seen_at timestamptz not null default now(),
  ip_hash text check (char_length(ip_hash) <= 128),
  user_agent text check (char_length(user_agent) <= 1000)
);

-- Sessions are private to the server.
alter table public.staff_sessions enable row level security;

-- Finds expired sessions to purge.
create index staff_sessions_expires_at_idx on public.staff_sessions (expires_at);

-- Finds a user's sessions (sign out everywhere, password change, account deletion).
create index staff_sessions_user_id_idx on public.staff_sessions (user_id);

-- Every sign-in attempt, for throttling failed ones by username and by address.
create table public.login_attempts (
  id bigint generated always as identity primary key,
  username text not null check (char_length(username) <= 200),
  ip_hash text check (char_length(ip_hash) <= 128),
  succeeded boolean not null,
  created_at timestamptz not null default now()
);

-- Attempts are private to the server.
alter table public.login_attempts enable row level security;

-- Counts recent attempts for one username.
create index login_attempts_username_created_at_idx on public.login_attempts (username, created_at);

-- Counts recent attempts from one address.
create index login_attempts_ip_hash_created_at_idx on public.login_attempts (ip_hash, created_at);
