import type { ConversionJob, ConversionsEnv } from './service.ts';

const TIMEOUT_MS = 10_000;
/** An error answer is all Meta says; more is not kept. */
const ANSWER_LIMIT = 4096;

export interface GraphAnswer {
  status: number;
  /** Meta's own words when it refused the event (`error.message`, code, subcode, trace id). */
  error: { message?: string; code?: number; subcode?: number; fbtraceId?: string } | null;
}

/**
 * Posts one event to `{META_GRAPH_URL}/{META_API_VERSION}/{META_PIXEL_ID}/events`. The access token goes
 * in the JSON body, never the URL (URLs end up in proxies' logs); redirects are not followed, so the body
 * cannot be replayed to another host. The whole exchange has 10 s. Throws on a network error or timeout.
 */
export async function postConversion(
  env: ConversionsEnv & { META_PIXEL_ID: string; META_ACCESS_TOKEN: string },
  job: ConversionJob,
): Promise<GraphAnswer> {
  const url = `${env.META_GRAPH_URL.replace(/\/+$/, '')}/${env.META_API_VERSION}/${env.META_PIXEL_ID}/events`;
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      data: [job.event],
      access_token: env.META_ACCESS_TOKEN,
      ...(job.testEventCode ? { test_event_code: job.testEventCode } : {}),
    }),
    redirect: 'manual',
    signal,
  });
  const text = (await response.text()).slice(0, ANSWER_LIMIT);
  if (response.ok) return { status: response.status, error: null };
  return { status: response.status, error: graphError(text) };
}

function graphError(text: string): GraphAnswer['error'] {
  try {
    const { error } = JSON.parse(text) as {
      error?: { message?: unknown; code?: unknown; error_subcode?: unknown; fbtrace_id?: unknown };
    };
    if (!error || typeof error !== 'object') return {};
    return {
      ...(typeof error.message === 'string' ? { message: error.message.slice(0, 300) } : {}),
      ...(typeof error.code === 'number' ? { code: error.code } : {}),
      ...(typeof error.error_subcode === 'number' ? { subcode: error.error_subcode } : {}),
      ...(typeof error.fbtrace_id === 'string' ? { fbtraceId: error.fbtrace_id.slice(0, 100) } : {}),
    };
  } catch {
    return {};
  }
}
