/**
 * Turns a link's hostname into the addresses that may be dialled. An IP literal is checked as it is;
 * a name is resolved here (never again by the socket) and refused if ANY of its answers is
 * non-public, so a name with one public and one private record cannot be used to reach the private
 * one. The caller connects to these checked addresses only, which pins them against DNS rebinding.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isLocalHostname, isPublicAddress } from './address-policy.ts';
import type { FetchPageFailure, LookupAddress } from './fetch-page-types.ts';
import { bareHostname } from './page-url.ts';
import { untilAborted } from './until-aborted.ts';

export type AddressPolicy = {
  lookup: (hostname: string) => Promise<LookupAddress[]>;
  allowAddress?: (address: string) => boolean;
};

export type ResolvedAddress =
  /** At least one address, in the resolver's order of preference. */
  | { ok: true; addresses: LookupAddress[] }
  | { ok: false; code: Extract<FetchPageFailure['code'], 'private_address' | 'unreachable'> };

/** The default resolver: every A and AAAA answer the system resolver gives. */
export async function systemLookup(hostname: string): Promise<LookupAddress[]> {
  const answers = await dnsLookup(hostname, { all: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
}

const checked = (address: string): LookupAddress => ({ address, family: isIP(address) === 6 ? 6 : 4 });

/** The checked addresses to connect to for this link. Rejects only when the signal aborts. */
export async function resolvePublicAddress(
  url: URL,
  policy: AddressPolicy,
  signal: AbortSignal,
): Promise<ResolvedAddress> {
  const isAllowed = (address: string) => isPublicAddress(address) || policy.allowAddress?.(address) === true;
  const hostname = bareHostname(url);
  if (isLocalHostname(hostname)) return { ok: false, code: 'private_address' };

  if (isIP(hostname) !== 0) {
    return isAllowed(hostname)
      ? { ok: true, addresses: [checked(hostname)] }
      : { ok: false, code: 'private_address' };
  }

  let answers: LookupAddress[];
  try {
    answers = await untilAborted(
      Promise.resolve().then(() => policy.lookup(hostname)),
      signal,
    );
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, code: 'unreachable' };
  }
  const addresses = [...new Set(answers.map((answer) => answer.address))];
  if (addresses.length === 0) return { ok: false, code: 'unreachable' };
  if (!addresses.every((address) => isIP(address) !== 0 && isAllowed(address))) {
    return { ok: false, code: 'private_address' };
  }
  return { ok: true, addresses: addresses.map(checked) };
}
