import { useLocation, useSearchParams } from 'react-router';

export const ADMIN_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'users', label: 'Users' },
  { id: 'support', label: 'Support' },
  { id: 'reports', label: 'Reports' },
  { id: 'errors', label: 'Errors' },
  { id: 'audit', label: 'Audit log' },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]['id'];

/** The last page the server pages to (the contract's limit). */
const MAX_PAGE = 10_000;

const isTab = (value: string | null): value is AdminTab => ADMIN_TABS.some((tab) => tab.id === value);

/** `?tab=&q=&page=` and a section's own filters: everything a link or a reload needs to show the same list. */
export function useAdminUrl() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const tab = params.get('tab');
  const page = Number(params.get('page'));
  return {
    tab: isTab(tab) ? tab : 'overview',
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    get: (name: string) => params.get(name),
    /** The address of a section, with nothing else. */
    tabHref: (tab: AdminTab) => (tab === 'overview' ? pathname : `${pathname}?tab=${tab}`),
    /** The address with `changes` made (an empty value removes a parameter); any other change goes back to page 1. */
    with(changes: Record<string, string | number | null>): string {
      const next = new URLSearchParams(params);
      if (!('page' in changes)) next.delete('page');
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === '' || (name === 'page' && value === 1)) next.delete(name);
        else next.set(name, String(value));
      }
      const search = next.toString();
      return search ? `${pathname}?${search}` : pathname;
    },
  };
}
