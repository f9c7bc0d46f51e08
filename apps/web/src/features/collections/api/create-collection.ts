import type { CreateCollectionInput, collectionSchema } from '@larder/domain/api/collections';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `POST /api/collections`: a new collection, last in the order; an id made here makes a replay harmless. */
export const createCollection = (body: CreateCollectionInput) =>
  api<Answer<typeof collectionSchema>>('/collections', { method: 'POST', json: body });
