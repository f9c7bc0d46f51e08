import { createHash } from 'node:crypto';
import type { ConversionEventInput } from '@larder/domain/api/conversions';

/**
 * One event as Meta's Conversions API takes it (`data[]` of `POST /{pixel}/events`). Identifiers that
 * name a person (email, external id) are SHA-256 hashes of their normalized form; the user agent and
 * the _fbp/_fbc cookies go as they are, as Meta asks.
 */
export interface MetaServerEvent {
  event_name: ConversionEventInput['event_name'];
  event_time: number;
  action_source: ConversionEventInput['action_source'];
  event_source_url?: string;
  event_id: string;
  user_data: {
    em?: string[];
    external_id?: string[];
    client_user_agent?: string;
    fbp?: string;
    fbc?: string;
  };
  custom_data: ConversionEventInput['custom_data'];
  app_data?: {
    advertiser_tracking_enabled: 0 | 1;
    application_tracking_enabled: 0 | 1;
    extinfo: string[];
  };
}

/** Meta's extinfo has 16 places; the ones a client left out are empty strings. */
const EXTINFO_LENGTH = 16;

/** SHA-256 (hex) of a value trimmed and lower-cased: Meta's normalization for emails and external ids. */
export function normalizedHash(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('hex');
}

/**
 * The event to forward. `accountEmail` is the signed-in cook's (not an anonymous session's): it is
 * preferred to the one the client sent. `requestUserAgent` stands in for a website event's missing
 * client_user_agent: the browser that posted the event is the client.
 */
export function metaServerEvent(
  input: ConversionEventInput,
  who: { accountEmail: string | null; requestUserAgent: string | null },
): MetaServerEvent {
  const email = who.accountEmail ?? input.user_data.em;
  const userAgent =
    input.user_data.client_user_agent ??
    (input.action_source === 'website' ? (who.requestUserAgent ?? undefined) : undefined);
  const user_data: MetaServerEvent['user_data'] = {
    ...(email ? { em: [normalizedHash(email)] } : {}),
    ...(input.user_data.external_id ? { external_id: [normalizedHash(input.user_data.external_id)] } : {}),
    ...(userAgent ? { client_user_agent: userAgent } : {}),
    ...(input.user_data.fbp ? { fbp: input.user_data.fbp } : {}),
    ...(input.user_data.fbc ? { fbc: input.user_data.fbc } : {}),
  };
  const extinfo = input.app_data?.extinfo ?? [];
  return {
    event_name: input.event_name,
    event_time: input.event_time,
    action_source: input.action_source,
    ...(input.event_source_url ? { event_source_url: input.event_source_url } : {}),
    event_id: input.event_id,
    user_data,
    custom_data: input.custom_data,
    // Forwarded only with consent and tracking allowed, so both flags are 1 here.
    ...(input.action_source === 'app'
      ? {
          app_data: {
            advertiser_tracking_enabled: 1,
            application_tracking_enabled: 1,
            extinfo: [...extinfo, ...Array<string>(Math.max(0, EXTINFO_LENGTH - extinfo.length)).fill('')],
          },
        }
      : {}),
  };
}
