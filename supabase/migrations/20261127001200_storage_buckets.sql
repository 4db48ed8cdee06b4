-- The storage buckets, where Supabase's storage schema exists (skipped on the embedded database and
-- a plain Postgres, where files live in a local folder). Names are STORAGE_PUBLIC_BUCKET's and
-- STORAGE_PRIVATE_BUCKET's defaults.
--   public: the admin forms' images (and their AVIF/WebP variants) and product PDFs, served to
--     everyone; at most the larger of the forms' limits, a PDF's 3.5 MB (src/server/admin/uploads.ts).
--   private: resumes, driver files, receipts, import and export files, only ever handed out through
--     short-lived signed links; at most a signed upload's 20 MB (src/server/storage/serve-stored.ts).
--     Any type: the server checks each upload's content itself, and imports arrive as whatever
--     type the browser names a spreadsheet.
do $$
begin
  if to_regclass('storage.buckets') is null then
    return;
  end if;
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values
    ('public', 'public', true, 3670016,
     array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'application/pdf']),
    ('private', 'private', false, 20971520, null)
  on conflict (id) do update
    set public = excluded.public,
        file_size_limit = excluded.file_size_limit,
        allowed_mime_types = excluded.allowed_mime_types;
end $$;
