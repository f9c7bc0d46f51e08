import type { accountExport } from '@larder/domain/api/account';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `GET /api/account/export`, saved as a JSON file named after today's date. */
export async function downloadAccountData(): Promise<string> {
  const data = await api<Answer<typeof accountExport>>('/account/export');
  const fileName = `larder-data-${new Date().toISOString().slice(0, 10)}.json`;
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
  return fileName;
}

export const useDownloadAccountData = () => useMutation({ mutationFn: downloadAccountData });
