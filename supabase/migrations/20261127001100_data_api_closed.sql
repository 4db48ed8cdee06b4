-- Supabase's Data API serves the public schema to the public anon key (role anon) and to signed-in
-- end users (role authenticated). The site never uses it: its server code connects as the owner.
-- Here both lose every privilege in public, on what exists and on what later migrations create,
-- so the Data API reads, writes and calls nothing (row level security stays on as a second wall).

-- Postgres lets every role (PUBLIC) execute a new function.
revoke execute on all functions in schema public from public;
alter default privileges revoke execute on functions from public;

-- Supabase grants anon and authenticated everything on each table, sequence and function
-- created in public.
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select from pg_roles where rolname = role_name) then
      execute format('revoke all on all tables in schema public from %I', role_name);
      execute format('revoke all on all sequences in schema public from %I', role_name);
      execute format('revoke all on all functions in schema public from %I', role_name);
      execute format(
        'alter default privileges in schema public revoke all on tables from %I', role_name);
      execute format(
        'alter default privileges in schema public revoke all on sequences from %I', role_name);
      execute format(
        'alter default privileges in schema public revoke all on functions from %I', role_name);
    end if;
  end loop;
end $$;
