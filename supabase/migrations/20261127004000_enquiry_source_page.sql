-- The page each enquiry was sent from (a path on the site, such as /contact or a product's page),
-- kept with the submission so staff see where a lead came from. Older rows have none.

-- A contact message's page.
alter table public.contact_submissions
  add column source_page text
    check (source_page is null or (source_page like '/%' and length(source_page) <= 500));

-- A quote request's page: /quote for the list, a product's page for its own form.
alter table public.quote_requests
  add column source_page text
    check (source_page is null or (source_page like '/%' and length(source_page) <= 500));

-- A driver download request's page (/drivers, with its filters).
alter table public.driver_download_requests
  add column source_page text
    check (source_page is null or (source_page like '/%' and length(source_page) <= 500));
