import { expect } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { browserSession, latestMail } from './browser-session.ts';

type App = Parameters<typeof browserSession>[0];
export type Browser = ReturnType<typeof browserSession>;

/** A first visit: the web app signs every visitor in anonymously. */
export async function anonymousBrowser(app: App): Promise<Browser> {
  const browser = browserSession(app);
  const response = await browser.request('/api/auth/sign-in/anonymous', { json: {} });
  expect(response.status).toBe(200);
  return browser;
}

let accounts = 0;
export const PASSWORD = 'tomato-basil-42';
export const newEmail = () => `kitchen${++accounts}-${Date.now()}@example.com`;

/** Signs up and confirms an account in `browser` (a fresh one unless given), as the web app does. */
export async function signedInBrowser(app: App, db: Db, browser = browserSession(app), email = newEmail()) {
  const signUp = await browser.request('/api/auth/sign-up/email', {
    json: { email, password: PASSWORD, name: '' },
  });
  expect(signUp.status).toBe(200);
  const mail = await latestMail(db, email);
  expect((await browser.request(`/api/auth/verify-email?token=${mail.token}`)).status).toBe(200);
  return { browser, email };
}

/** The signed-in user's id. */
export async function userIdOf(browser: Browser): Promise<string> {
  const me = (await (await browser.request('/api/me')).json()) as { user: { id: string } };
  return me.user.id;
}

/** A JSON answer, typed loosely for assertions. */
export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
