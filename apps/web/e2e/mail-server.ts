import http from 'node:http';
import { startSmtpProvider } from '../../server/test/smtp-provider.ts';

/**
 * The mail provider of the journeys: a real SMTP server on loopback that the e2e servers send to
 * (SMTP_URL), plus a small JSON endpoint on loopback through which the journeys read what arrived.
 * Started once by the Playwright runner (see global-setup.ts).
 */
export async function startJourneyMail(): Promise<{
  smtpPort: number;
  apiUrl: string;
  stop: () => Promise<void>;
}> {
  const provider = await startSmtpProvider();
  const api = http.createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://localhost').searchParams.get('to')?.toLowerCase();
    const messages = provider.received
      .filter((mail) => !to || mail.envelopeTo.some((address) => address.toLowerCase() === to))
      .map(({ envelopeTo, replyTo, subject, text, html }) => ({
        to: envelopeTo,
        replyTo,
        subject,
        text,
        html,
      }));
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ messages }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const address = api.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    smtpPort: provider.port,
    apiUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise<void>((resolve) => api.close(() => resolve()));
      await provider.close();
    },
  };
}
