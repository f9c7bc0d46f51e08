import { describeDevice } from '@larder/domain/support';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toPng } from 'html-to-image';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from '../../../lib/session.ts';
import { COOK } from '../../../test/fake-api.ts';
import { clearToasts, openToasts, renderSupport, serveSupport } from '../render-support.tsx';
import { forgetAllDrafts } from '../use-draft.ts';

vi.mock('html-to-image', () => ({ toPng: vi.fn() }));

beforeEach(() => resetSession());
afterEach(() => {
  cleanup();
  forgetAllDrafts();
  clearToasts();
  vi.unstubAllGlobals();
  vi.mocked(toPng).mockReset();
  localStorage.clear();
});

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const attach = (...files: File[]) => fireEvent.change(field('Attach files'), { target: { files } });
const attached = () => screen.queryByRole('list', { name: 'Attached files' });

async function openBugForm(send?: Parameters<typeof serveSupport>[1]) {
  const sent = serveSupport(COOK, send);
  const view = renderSupport({ initialTab: 'bug' });
  await screen.findByRole('button', { name: 'Send bug report' });
  return { ...view, sent };
}

function fillBug() {
  type('Title', 'Timer stops ');
  type('Description', 'The step timer stops when the screen locks.');
  type('Steps to reproduce', '1. Start a timer\n2. Lock the phone');
  fireEvent.click(screen.getByRole('radio', { name: 'Critical' }));
}

describe('Report a bug', () => {
  it('sends the report as multipart with its files, filling in the device when left empty', async () => {
    const { sent, onClose } = await openBugForm();
    fillBug();
    const log = new File(['{"ok":false}'], 'log.json', { type: 'application/json' });
    attach(log);
    expect(within(attached() as HTMLElement).getByText('log.json')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send bug report' }));
    await waitFor(() => expect(openToasts()).toContain('Bug report sent'));
    const body = sent[0] as FormData;
    expect(JSON.parse(String(body.get('payload')))).toEqual({
      type: 'bug',
      userEmail: COOK.email,
      userId: COOK.id,
      title: 'Timer stops',
      description: 'The step timer stops when the screen locks.',
      stepsToReproduce: '1. Start a timer\n2. Lock the phone',
      expectedBehavior: '',
      actualBehavior: '',
      deviceInfo: describeDevice({
        platform: navigator.platform,
        userAgent: navigator.userAgent,
        language: navigator.language,
        screen: { width: window.screen.width, height: window.screen.height },
      }),
      severity: 'critical',
      attachments: [],
    });
    const files = body.getAll('attachments') as File[];
    expect(files.map((file) => file.name)).toEqual(['log.json']);
    expect(await files[0]?.text()).toBe('{"ok":false}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the first broken rule as a Validation Error and sends nothing', async () => {
    const { sent } = await openBugForm();
    type('Title', 'Timer stops');
    type('Description', 'Too short');
    fireEvent.click(screen.getByRole('button', { name: 'Send bug report' }));
    await waitFor(() => expect(openToasts()).toContain('Validation Error'));
    expect(openToasts()).toContain('Description must be at least 10 characters');
    expect(document.activeElement).toBe(field('Description'));
    expect(sent).toHaveLength(0);
  });

  it('keeps everything, files too, when sending fails', async () => {
    await openBugForm(() => ({ status: 502, body: { error: { code: 'MAIL', message: 'Mail is down' } } }));
    fillBug();
    type('Device info', 'Pixel 8');
    attach(new File(['x'], 'note.txt', { type: 'text/plain' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send bug report' }));
    await waitFor(() => expect(openToasts()).toContain('Failed to send bug report'));
    expect(openToasts()).toContain('Mail is down');
    expect(field('Title').value).toBe('Timer stops ');
    expect(field('Device info').value).toBe('Pixel 8');
    expect(within(attached() as HTMLElement).getByText('note.txt')).toBeTruthy();
  });
});

describe('attachments', () => {
  it('refuses a file too large or of the wrong type, and removes one on request', async () => {
    await openBugForm();
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    attach(big);
    await waitFor(() => expect(openToasts()).toContain('File too large: big.png is larger than 10MB'));
    attach(new File(['MZ'], 'x.exe', { type: 'application/x-msdownload' }));
    await waitFor(() =>
      expect(openToasts()).toContain('Invalid file type: x.exe is not a supported file type'),
    );
    expect(attached()).toBeNull();
    const photo = new File([new Uint8Array(1258291)], 'photo.jpg', { type: 'image/jpeg' });
    attach(photo);
    expect(screen.getByText('1.2 MB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo.jpg' }));
    expect(attached()).toBeNull();
  });

  it('takes at most five files', async () => {
    await openBugForm();
    attach(...[1, 2, 3, 4, 5, 6].map((n) => new File([String(n)], `${n}.txt`, { type: 'text/plain' })));
    await waitFor(() => expect(openToasts()).toContain('Attach at most 5 files'));
    expect(within(attached() as HTMLElement).getAllByRole('listitem')).toHaveLength(5);
  });

  it('attaches a screenshot of the page without the dialog', async () => {
    vi.mocked(toPng).mockResolvedValue('data:image/png;base64,iVBORw0KGgo=');
    await openBugForm();
    fireEvent.click(screen.getByRole('button', { name: 'Take screenshot' }));
    const name = await within(await screen.findByRole('list', { name: 'Attached files' })).findByText(
      /^screenshot-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.png$/,
    );
    expect(name).toBeTruthy();
    const [node, options] = vi.mocked(toPng).mock.calls[0] ?? [];
    expect(node).toBe(document.body);
    const dialog = screen.getByRole('dialog');
    const page = document.createElement('main');
    expect(options?.filter?.(page)).toBe(true);
    expect(options?.filter?.(dialog.parentElement as HTMLElement)).toBe(false);
    expect(options?.filter?.(field('Title'))).toBe(false);
  });

  it('says so when the screenshot fails', async () => {
    let fail: (error: Error) => void = () => {};
    vi.mocked(toPng).mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    await openBugForm();
    fireEvent.click(screen.getByRole('button', { name: 'Take screenshot' }));
    expect(await screen.findByRole('button', { name: 'Capturing…' })).toBeTruthy();
    fail(new Error('No canvas here'));
    await waitFor(() => expect(openToasts()).toContain('Screenshot failed'));
    expect(openToasts()).toContain('Unable to capture screenshot. Please upload manually.');
    expect(screen.getByRole('button', { name: 'Take screenshot' })).toBeTruthy();
    expect(attached()).toBeNull();
  });
});
