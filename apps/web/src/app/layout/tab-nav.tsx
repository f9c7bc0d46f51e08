import { activeTab, TABS } from '@larder/domain/navigation';
import { BookHeart, CalendarDays, CookingPot, type LucideIcon, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';

const ICONS: Record<(typeof TABS)[number]['path'], LucideIcon> = {
  '/today': CookingPot,
  '/plan': CalendarDays,
  '/collections': BookHeart,
  '/profile': UserRound,
};

/**
 * The four tabs: a bottom bar on phones and tablets (under 1024 px), a side rail with the brand on
 * wider screens. The active tab is marked with aria-current and a filled pill.
 */
export function TabNav() {
  const { pathname } = useLocation();
  const current = activeTab(pathname);
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-raised/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:sticky lg:top-0 lg:bottom-auto lg:flex lg:h-dvh lg:w-64 lg:shrink-0 lg:flex-col lg:border-t-0 lg:border-r lg:px-4 lg:pt-8 lg:pb-6"
    >
      <Link
        to="/today"
        className="mb-8 hidden min-h-11 items-center gap-3 px-3 lg:flex"
        aria-label="Larder home"
      >
        <img src="/icons/icon.svg" alt="" className="size-10" />
        <span className="text-2xl font-bold tracking-tight">Larder</span>
      </Link>
      <ul className="mx-auto flex max-w-lg justify-around px-2 lg:mx-0 lg:max-w-none lg:flex-col lg:gap-1 lg:px-0">
        {TABS.map((tab) => {
          const Icon = ICONS[tab.path];
          const isActive = current === tab.path;
          return (
            <li key={tab.path} className="flex-1 lg:flex-none">
              <Link
                to={tab.path}
                aria-current={isActive ? 'page' : undefined}
                className={`group flex min-h-16 flex-col items-center justify-center gap-1 rounded-2xl px-2 text-sm font-semibold lg:min-h-12 lg:flex-row lg:justify-start lg:gap-3 lg:px-3 lg:text-base ${
                  isActive ? 'text-brand' : 'text-muted hover:text-text'
                }`}
              >
                <span
                  className={`grid h-8 w-14 place-items-center rounded-full transition-colors lg:h-10 lg:w-10 ${
                    isActive ? 'bg-brand-soft' : 'group-hover:bg-sunken'
                  }`}
                >
                  <Icon aria-hidden="true" className="size-6" strokeWidth={isActive ? 2.5 : 2} />
                </span>
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
