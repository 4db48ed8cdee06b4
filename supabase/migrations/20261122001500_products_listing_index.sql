-- An index for the unfiltered product listing (/products and /api/products/paginated), so a page
-- is read in order from the index instead of sorting every active product.

-- Active products, newest first, with a stable tie-break.
create index products_status_listing_idx on public.products (status, created_at desc, id);
