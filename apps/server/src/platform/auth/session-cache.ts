import type { PreparedJson } from '../../http/prepared-json.ts';
import { UserCache } from '../changes/user-cache.ts';
import type { Auth } from './create-auth.ts';

/** What better-auth's getSession answers for a request with a live session. */
export type FoundSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

export interface CachedSession {
  session: FoundSession;
  /** The session as get-session's JSON answer, made on first use. */
  answer?: PreparedJson;
}

/**
 * The sessions this process looked up lately, by the credential that asked (Authorization and Cookie
 * headers), so that a signed-in request does not ask PostgreSQL every time: kept until the session or its
 * user changes (migration 0009's announcements), 30 s at most, never past the session's expiry. Decision 018.
 */
export class SessionCache extends UserCache<CachedSession> {
  /** Looks the session up with `read` and keeps it, unless a change was heard while it was looked up. */
  async loadSession(key: string, read: () => Promise<FoundSession | null>): Promise<FoundSession | null> {
    const kept = await this.load(
      key,
      async () => {
        const session = await read();
        return session && { session };
      },
      ({ session }) => ({
        userId: session.user.id,
        expiresAt: new Date(session.session.expiresAt).getTime(),
      }),
    );
    return kept?.session ?? null;
  }
}
