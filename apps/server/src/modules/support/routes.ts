import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { supportAnswer, supportFormData } from '@larder/domain/api/support';
import { ATTACHMENT_MAX_BYTES, MAX_ATTACHMENTS, supportPayloadSchema } from '@larder/domain/support';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { documented, errorResponses, jsonAnswer } from '../../http/openapi.ts';
import { checkBody } from '../../http/validation.ts';
import type { Auth } from '../../platform/auth/create-auth.ts';
import { requireAccount } from '../../platform/auth/current-user.ts';
import { type IncomingFile, type SupportDeps, sendSupportRequest } from './service.ts';

/** The one API route that takes more than 1 MB: a report with its files, each up to 10 MB. */
export const SUPPORT_BODY_LIMIT = MAX_ATTACHMENTS * ATTACHMENT_MAX_BYTES + 1024 * 1024;
export const SUPPORT_PATH = '/api/functions/send-support-email';
export const SUPPORT_TOO_LARGE = `Send at most ${MAX_ATTACHMENTS} files of 10 MB each.`;

const invalid = (field: string, message: string) =>
  new AppError('validation_failed', `${field}: ${message}`, { field });

/** JSON, or multipart with the JSON in `payload` and the files in `attachments` (spec §7 payload). */
async function readRequest(c: Context): Promise<{ raw: unknown; files: IncomingFile[] }> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) {
    try {
      return { raw: await c.req.json(), files: [] };
    } catch {
      throw new AppError('bad_request', 'The request body must be valid JSON.');
    }
  }
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new AppError('bad_request', 'The form could not be read.');
  }
  if (typeof form.payload !== 'string')
    throw invalid('payload', 'Send the report as a JSON field named payload.');
  let raw: unknown;
  try {
    raw = JSON.parse(form.payload);
  } catch {
    throw invalid('payload', 'The payload must be valid JSON.');
  }
  const parts = form.attachments === undefined ? [] : [form.attachments].flat();
  const files: IncomingFile[] = [];
  for (const part of parts) {
    if (!(part instanceof File)) throw invalid('attachments', 'Each attachment must be a file.');
    files.push({ name: part.name || 'attachment', bytes: new Uint8Array(await part.arrayBuffer()) });
  }
  return { raw, files };
}

const send = createRoute({
  method: 'post',
  path: '/send-support-email',
  tags: ['Support'],
  summary: 'Send a contact request or a bug report (with files) to support; 10 an hour',
  middleware: bodyLimit({
    maxSize: SUPPORT_BODY_LIMIT,
    onError: () => {
      throw new AppError('payload_too_large', SUPPORT_TOO_LARGE);
    },
  }),
  request: {
    body: {
      required: true,
      content: {
        'application/json': { schema: supportPayloadSchema },
        'multipart/form-data': { schema: supportFormData },
      },
    },
  },
  responses: {
    201: jsonAnswer(supportAnswer, 'Stored, and its mail queued'),
    ...errorResponses(400, 401, 403, 413, 429, 503),
  },
});

/** `/api/functions`: the spec's backend functions; here `send-support-email`. */
export function supportRoutes({ auth, ...deps }: SupportDeps & { auth: Auth }) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(documented(app, send), async (c) => {
    const user = await requireAccount(auth, c);
    const { raw, files } = await readRequest(c);
    const payload = checkBody(supportPayloadSchema, raw);
    return c.json(await sendSupportRequest(deps, user, payload, files, c.get('log')), 201);
  });
  return app;
}
