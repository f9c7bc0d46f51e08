import '../zod.ts';
import { z } from 'zod';

/** Every error code Larder's own API answers with. The code is stable for clients; the message is for people. */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'conflict',
  'unprocessable',
  'rate_limited',
  'allowance_used',
  'service_unavailable',
  'database_unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** `{ error: { code, message, field? } }`: every error of `/api` but better-auth's own routes. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      /** The input the message is about (`items.0.quantity`), when there is one. */
      field: z.string().optional(),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
