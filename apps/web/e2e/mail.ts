import { expect } from '@playwright/test';

export interface JourneyMail {
  to: string[];
  replyTo?: string;
  subject?: string;
  text?: string;
  html: string | false;
  links: string[];
}

export async function mailTo(email: string): Promise<JourneyMail[]> {
  const response = await fetch(`${process.env.E2E_MAIL_API}/messages?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: Omit<JourneyMail, 'links'>[] };
  return messages.map((message) => ({
    ...message,
    links: [...(message.text ?? '').matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((match) => match[0]),
  }));
}

/** Waits until at least `count` mails reached `email`, and returns the newest. */
export async function latestMailTo(email: string, count = 1): Promise<JourneyMail> {
  let found: JourneyMail[] = [];
  await expect
    .poll(
      async () => {
        found = await mailTo(email);
        return found.length;
      },
      { timeout: 20_000, message: `a mail to ${email}` },
    )
    .toBeGreaterThanOrEqual(count);
  const newest = found.at(-1);
  if (!newest) throw new Error(`no mail to ${email}`);
  return newest;
}

/** How many mails have reached `email` so far. */
export async function mailCount(email: string): Promise<number> {
  return (await mailTo(email)).length;
}
