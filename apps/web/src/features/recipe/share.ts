import { platform } from '../../platform/index.ts';

/** Shares the recipe's link: the system share sheet where there is one, else the clipboard. */
export async function shareRecipe(
  title: string,
  url: string,
): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  const answer = await platform().share.share({ title, url });
  if (answer !== 'unavailable') return answer;
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
