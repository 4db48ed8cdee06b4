-- Counting a blog view must not look like an edit of the post.

-- updated_at is stamped on every update except one that only counts a view (views changes),
-- so a post's dateModified and feed date stay the time it was last edited.
drop trigger blogs_touch_updated_at on public.blogs;
create trigger blogs_touch_updated_at
  before update on public.blogs
  for each row
  when (old.views is not distinct from new.views)
  execute function public.touch_updated_at();
