-- Staff can hide a category or subcategory from the site's menus, the footer and the listings'
-- chips (its page stays); their order is sort_order, which the admin forms now set as "Position".
alter table public.categories add column is_hidden boolean not null default false;
alter table public.subcategories add column is_hidden boolean not null default false;
