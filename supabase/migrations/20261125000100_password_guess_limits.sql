-- Limits on password guesses (sign-in and password change), counted before each password is
-- checked. They replace login_attempts, which was read before the check and written after it, so
-- a burst of parallel sign-ins had dozens of passwords checked against a limit of five.

-- One row per purpose, account and address (ip_hash '' where the limit is per account alone).
-- A guess is let through, or refused, by one upsert on its row, so parallel requests queue on the
-- row lock and no more than `guesses` of a round are ever checked. A round that reaches the limit
-- locks the row; each further lockout lasts longer (lockouts counts them).
create table public.password_guess_limits (
  purpose text not null check (purpose in ('sign-in', 'change-password')),
  account text not null check (char_length(account) between 1 and 200),
  ip_hash text not null check (ip_hash = '' or ip_hash ~ '^[0-9a-f]{64}$'),
  guesses integer not null default 0 check (guesses >= 0),
  round_started_at timestamptz not null default now(),
  locked_until timestamptz,
  lockouts integer not null default 0 check (lockouts >= 0),
  last_guess_at timestamptz not null default now(),
  -- A sign-in that succeeded from this address: the owner's own address, never locked out by the
  -- account-wide ceiling that guesses from other addresses can reach.
  last_success_at timestamptz,
  -- The verdict of the latest request, written by the same upsert so that RETURNING reads it.
  allowed boolean not null default true,
  primary key (purpose, account, ip_hash)
);

-- Guess counts are private to the server.
alter table public.password_guess_limits enable row level security;

-- Purges rows nobody has guessed on for long.
create index password_guess_limits_last_guess_at_idx on public.password_guess_limits (last_guess_at);

-- Nothing reads or writes the old attempt log any more.
drop table public.login_attempts;
