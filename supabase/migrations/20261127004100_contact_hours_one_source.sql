-- The contact page states the opening hours from one source in the code (src/lib/opening-hours.ts),
-- so the demo data's "Sales & Support" entry no longer repeats them. Only the row exactly as the
-- demo data seeded it changes; an entry staff have edited is left as it is.
update public.contact_info
   set description = 'Quotes, orders and service bookings'
 where type = 'phone'
   and title = 'Sales & Support'
   and description = 'Mon–Fri 9:00 AM – 6:00 PM, Sat 9:00 AM – 2:00 PM';
