import { api } from '../../../lib/api-client.ts';

export interface Me {
  user: { id: string; email: string | null; isAnonymous: boolean; createdAt: string };
  hasRecipes: boolean;
  isPro: boolean;
}

/** `GET /api/me`: who is signed in, whether they have recipes yet and whether they own Pro. */
export const getMe = () => api<Me>('/me');
