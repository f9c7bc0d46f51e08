/** The admin area's query keys: every one starts with `admin`, so the screen can tell a refusal in any of them. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: (days: number) => ['admin', 'overview', days] as const,
  users: ['admin', 'users'] as const,
  audit: ['admin', 'audit'] as const,
  support: ['admin', 'support'] as const,
  reports: ['admin', 'reports'] as const,
  errors: ['admin', 'errors'] as const,
};

/** `?q=&page=` (and any filter given), leaving out what is empty. */
export function listQuery(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
