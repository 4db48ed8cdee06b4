-- A staff account's recovery code, printed once by `npm run admin:create` (or
-- admin:recovery-code) and kept only as its SHA-256: it signs the account in once, even from an
-- address whose guesses the account's ceiling refuses.
alter table public.staff_users add column recovery_code_hash text
  check (recovery_code_hash ~ '^[0-9a-f]{64}$');
