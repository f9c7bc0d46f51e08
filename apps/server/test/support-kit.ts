/** Support requests as the web app sends them, for the tests of support and of account data. */

export const CONTACT = {
  type: 'contact',
  subject: 'Plan ignores my time limit',
  category: 'meal-planning',
  message: 'My weekday dinners take longer than 30 minutes.',
  priority: 'high',
};

export const BUG = {
  type: 'bug',
  title: 'Swap button does nothing',
  description: 'Tapping Swap on Tuesday dinner does not open anything.',
  stepsToReproduce: '1. Open /plan\n2. Tap Swap',
  expectedBehavior: 'A list of recipes',
  actualBehavior: 'Nothing',
  deviceInfo: 'Pixel 8, Chrome 131',
  severity: 'medium',
  attachments: [],
};

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export type UploadFile = { name: string; bytes: Uint8Array; type: string };

/** The multipart body the browser's FormData sends: the payload as JSON, the files beside it. */
export function supportForm(payload: unknown, files: readonly UploadFile[]): FormData {
  const form = new FormData();
  form.append('payload', JSON.stringify(payload));
  for (const file of files) {
    form.append('attachments', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  return form;
}

export const SUPPORT_URL = '/api/functions/send-support-email';
