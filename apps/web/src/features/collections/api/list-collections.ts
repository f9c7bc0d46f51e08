import type { collectionsAnswer } from '@larder/domain/api/collections';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `GET /api/collections`: the cook's collections in their order ("Saved" is made if it is missing). */
export const listCollections = () => api<Answer<typeof collectionsAnswer>>('/collections');
