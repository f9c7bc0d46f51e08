import { platform } from '../../platform/index.ts';

/** Shares the list as plain text: the system share sheet where there is one, else the clipboard. */
export async function shareText(
  title: string,
  text: string,
): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  const answer = await platform().share.share({ title, text });
  if (answer !== 'unavailable') return answer;
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
