// The shell's sidebar (document 3 §2.2): the nine entries, each to /admin/{tab}, and 'Back to Site'
// in its footer. Below 900 px it is a drawer the top bar's Menu button opens.
import { SIDEBAR_TABS, type AdminTab } from "./admin-routes.ts";
import { Link } from "./navigation.tsx";
import SidebarIcon from "./ui/SidebarIcon.tsx";
import { SIDEBAR_ID } from "./useMenuDrawer.ts";

interface Props {
  active: AdminTab | undefined;
  open: boolean;
  onClose: () => void;
}

/** The navigation of the admin area. */
export default function Sidebar({ active, open, onClose }: Props) {
  return (
    <nav
      id={SIDEBAR_ID}
      className={open ? "admin-sidebar admin-sidebar--open" : "admin-sidebar"}
      aria-label="Administration"
    >
      <div className="admin-sidebar__brand">
        <img src="/images/logo.svg" alt="" width="32" height="32" />
        <span>Admin Panel</span>
      </div>
      <ul className="admin-sidebar__list">
        {SIDEBAR_TABS.map(({ tab, label }) => (
          <li key={tab}>
            <Link
              href={`/admin/${tab}`}
              className="admin-sidebar__link"
              aria-current={tab === active ? "page" : undefined}
              onClick={onClose}
            >
              <SidebarIcon tab={tab} />
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="admin-sidebar__footer">
        <a href="/" className="admin-sidebar__link">
          <SidebarIcon tab="site" />
          Back to Site
        </a>
      </div>
    </nav>
  );
}
