import { Link } from 'react-router';
import { ADMIN_TABS, type AdminTab, useAdminUrl } from '../admin-url.ts';

/**
 * The admin sections as a segmented row of links (`?tab=`), so a section can be linked to and survives a
 * reload: three to a row on a phone, one row on wider screens.
 */
export function AdminNav({ current }: { current: AdminTab }) {
  const url = useAdminUrl();
  return (
    <nav aria-label="Admin sections">
      <ul className="grid grid-cols-3 gap-1 rounded-2xl bg-sunken p-1 sm:grid-cols-6">
        {ADMIN_TABS.map((tab) => {
          const active = tab.id === current;
          return (
            <li key={tab.id} className="min-w-0">
              <Link
                to={url.tabHref(tab.id)}
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-11 items-center justify-center rounded-xl px-2 text-center font-semibold leading-tight transition-colors ${
                  active ? 'bg-raised text-text shadow-sm' : 'text-muted hover:bg-raised/60 hover:text-text'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
