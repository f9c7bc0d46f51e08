import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';

describe('query client', () => {
  it('keeps data fresh 5 minutes, cached 15, retries once and never refetches on focus, mount or reconnect', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(5 * 60 * 1000);
    expect(queries?.gcTime).toBe(15 * 60 * 1000);
    expect(queries?.retry).toBe(1);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchOnMount).toBe(false);
    expect(queries?.refetchOnReconnect).toBe(false);
  });
});
