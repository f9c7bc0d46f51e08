import type { PublicConfig } from '@larder/domain/api/config';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { formToasts } from '../../components/ui/toast-store.ts';
import { Toasts } from '../../components/ui/toasts.tsx';
import { PUBLIC_CONFIG_QUERY_KEY } from '../../lib/public-config.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { TEST_CONFIG } from '../../test/render-at.tsx';
import { SupportDialog, type SupportTabId } from './components/support-dialog.tsx';

/** Test helpers for the support dialog (not part of the app). */

type Answer = { status?: number; body?: unknown };

/** The server's answer to a request it kept: a bug report comes as multipart, a contact request as JSON. */
const taken = (body: BodyInit | null | undefined): Answer => ({
  status: 201,
  body: { id: 'request-1', type: typeof body === 'string' ? 'contact' : 'bug', attachments: [] },
});

/**
 * Stubs fetch: the session answers `user` (null: nobody, and the anonymous sign-in is refused), the support
 * address answers `send`. Returns the support requests made, with their raw bodies (JSON text or FormData).
 */
export function serveSupport(user: object | null, send?: () => Answer | Promise<Answer>) {
  const sent: BodyInit[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      let answer: Answer = { status: 404, body: { error: { code: 'NOT_FOUND' } } };
      if (url === '/api/auth/get-session') answer = { body: user ? { user } : null };
      if (url === '/api/functions/send-support-email') {
        sent.push(init?.body as BodyInit);
        answer = send ? await send() : taken(init?.body);
      }
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

/** Renders the dialog open at `path`, with toasts; closing it really closes it. */
export function renderSupport({
  path = '/today',
  initialTab,
  config = {},
}: {
  path?: string;
  initialTab?: SupportTabId;
  config?: Partial<PublicConfig>;
} = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(PUBLIC_CONFIG_QUERY_KEY, { ...TEST_CONFIG, ...config });
  const onClose = vi.fn();
  function Harness() {
    const [open, setOpen] = useState(true);
    const close = () => {
      onClose();
      setOpen(false);
    };
    return <SupportDialog open={open} onClose={close} initialTab={initialTab} />;
  }
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Harness />
        <Toasts />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, onClose };
}

/** The text of the toasts on screen now (closed ones linger hidden for a while). */
export const openToasts = () =>
  [...document.querySelectorAll('[data-open="true"]')].map((toast) => toast.textContent ?? '').join('\n');

/** Closes every toast, so the next test starts with none. */
export function clearToasts() {
  for (const toast of formToasts.getSnapshot()) formToasts.dismiss(toast.id);
}
