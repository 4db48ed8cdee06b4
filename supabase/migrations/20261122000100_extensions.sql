-- Extensions live in their own schema, as on Supabase, and are always referred to by qualified name.

-- The schema that holds every extension's functions, types and operator classes.
create schema if not exists extensions;

-- Trigram matching: search suggestions, typo tolerance and model-number search.
create extension if not exists pg_trgm with schema extensions;

-- Accent folding, so that "resume" finds "Résumé".
create extension if not exists unaccent with schema extensions;
