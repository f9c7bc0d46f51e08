import type { ConversionEventInput, conversionEventAnswer } from '@larder/domain/api/conversions';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `POST /api/functions/facebook-conversions-api`: the server counts it, and forwards it only with consent. */
export function sendConversion(event: ConversionEventInput) {
  return api<Answer<typeof conversionEventAnswer>>('/functions/facebook-conversions-api', {
    method: 'POST',
    json: event,
  });
}
