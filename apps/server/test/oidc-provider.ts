import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/** The person who "signs in at Google" next. null: they decline (access_denied). */
export interface OidcUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

/** One request to /authorize, as the provider saw it. */
export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string | null;
  nonce: string | null;
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
}

/** One request to /token: how the client authenticated and what the provider answered. */
export interface TokenRequest {
  clientAuth: 'client_secret_basic' | 'client_secret_post' | 'none';
  status: number;
  error?: string;
}

export interface OidcProvider {
  issuer: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /** The user /authorize signs in on its next request. */
  nextUser: OidcUser | null;
  authorizations: AuthorizationRequest[];
  tokenRequests: TokenRequest[];
  close: () => Promise<void>;
}

interface IssuedCode {
  request: AuthorizationRequest;
  user: OidcUser;
  expiresAt: number;
  used: boolean;
  accessTokens: string[];
}

interface OAuthErrorAnswer {
  status: number;
  error: string;
  description: string;
  basicChallenge?: boolean;
}

const CODE_LIFETIME_MS = 60_000;
const TOKEN_LIFETIME_S = 3600;
const random = () => randomBytes(32).toString('base64url');
const s256 = (value: string) => createHash('sha256').update(value).digest('base64url');

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** `application/x-www-form-urlencoded` decoding, as RFC 6749 §2.3.1 asks for basic credentials. */
const formDecode = (value: string) => decodeURIComponent(value.replace(/\+/g, ' '));

/**
 * A real OpenID Connect provider on loopback, standing in for Google: discovery, the authorization code
 * flow with PKCE (S256 only, required) and nonce, client authentication by client_secret_basic or
 * client_secret_post, RS256 ID tokens, userinfo and a JWKS. It answers mistakes the way RFC 6749 asks:
 * an unknown client or redirect URI gets an error page (never a redirect); other authorization errors
 * go back to the client; /token errors are `{ error, error_description }`.
 */
export async function startOidcProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}): Promise<OidcProvider> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `stand-in-${randomBytes(4).toString('hex')}`;
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, { user: OidcUser; expiresAt: number }>();

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      json(res, 500, { error: 'server_error', error_description: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider: OidcProvider = {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    nextUser: null,
    authorizations: [],
    tokenRequests: [],
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', issuer);
    switch (`${req.method} ${url.pathname}`) {
      case 'GET /.well-known/openid-configuration':
        return json(res, 200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          scopes_supported: ['openid', 'email', 'profile'],
          token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
          code_challenge_methods_supported: ['S256'],
          grant_types_supported: ['authorization_code'],
          claims_supported: ['iss', 'aud', 'sub', 'email', 'email_verified', 'name', 'nonce', 'iat', 'exp'],
          authorization_response_iss_parameter_supported: true,
        });
      case 'GET /jwks':
        return json(res, 200, { keys: [jwk] });
      case 'GET /authorize':
        return authorize(url, res);
      case 'POST /token':
        return token(req, res);
      case 'GET /userinfo':
      case 'POST /userinfo':
        return userinfo(req, res);
      default:
        return json(res, 404, { error: 'not_found' });
    }
  }

  function authorize(url: URL, res: ServerResponse) {
    const param = (name: string) => url.searchParams.get(name);
    const clientId = param('client_id') ?? '';
    const redirectUri = param('redirect_uri') ?? '';
    // RFC 6749 §4.1.2.1: never redirect to an unverified client or address.
    if (clientId !== options.clientId) return page(res, 400, 'invalid_client: unknown client_id');
    if (!options.redirectUris.includes(redirectUri))
      return page(res, 400, `redirect_uri_mismatch: ${redirectUri} is not registered for this client`);
    const request: AuthorizationRequest = {
      clientId,
      redirectUri,
      scope: param('scope') ?? '',
      state: param('state'),
      nonce: param('nonce'),
      codeChallenge: param('code_challenge'),
      codeChallengeMethod: param('code_challenge_method'),
    };
    provider.authorizations.push(request);
    const back = new URL(redirectUri);
    if (request.state !== null) back.searchParams.set('state', request.state);
    back.searchParams.set('iss', issuer);
    const fail = (error: string, description: string) => {
      back.searchParams.set('error', error);
      back.searchParams.set('error_description', description);
      return redirect(res, back);
    };
    if (param('response_type') !== 'code')
      return fail('unsupported_response_type', 'only response_type=code is supported');
    if (!request.scope.split(' ').includes('openid'))
      return fail('invalid_scope', 'the openid scope is required');
    if (!request.codeChallenge || request.codeChallengeMethod !== 'S256')
      return fail('invalid_request', 'PKCE with code_challenge_method=S256 is required');
    const user = provider.nextUser;
    if (!user) return fail('access_denied', 'the user declined');
    const code = random();
    codes.set(code, {
      request,
      user,
      expiresAt: Date.now() + CODE_LIFETIME_MS,
      used: false,
      accessTokens: [],
    });
    back.searchParams.set('code', code);
    return redirect(res, back);
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    const record: TokenRequest = { clientAuth: 'none', status: 200 };
    provider.tokenRequests.push(record);
    const answer = await exchange(req, record);
    if ('tokens' in answer) return json(res, 200, answer.tokens);
    record.status = answer.status;
    record.error = answer.error;
    if (answer.basicChallenge) res.setHeader('WWW-Authenticate', 'Basic realm="stand-in"');
    return json(res, answer.status, { error: answer.error, error_description: answer.description });
  }

  async function exchange(
    req: IncomingMessage,
    record: TokenRequest,
  ): Promise<OAuthErrorAnswer | { tokens: Record<string, unknown> }> {
    const bad = (status: number, error: string, description: string, basicChallenge = false) => ({
      status,
      error,
      description,
      basicChallenge,
    });
    if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
      return bad(400, 'invalid_request', 'the body must be application/x-www-form-urlencoded');
    const body = new URLSearchParams(await readBody(req));

    // Client authentication (RFC 6749 §2.3.1): exactly one of HTTP Basic or the body parameters.
    const basic = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    let clientId: string;
    let clientSecret: string;
    if (basic && body.has('client_secret'))
      return bad(400, 'invalid_request', 'use only one client authentication method');
    if (basic) {
      record.clientAuth = 'client_secret_basic';
      const decoded = Buffer.from(basic, 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      clientId = formDecode(decoded.slice(0, Math.max(colon, 0)));
      clientSecret = formDecode(decoded.slice(colon + 1));
    } else if (body.has('client_secret')) {
      record.clientAuth = 'client_secret_post';
      clientId = body.get('client_id') ?? '';
      clientSecret = body.get('client_secret') ?? '';
    } else {
      return bad(401, 'invalid_client', 'client authentication is required');
    }
    if (clientId !== options.clientId || !sameSecret(clientSecret, options.clientSecret))
      return bad(401, 'invalid_client', 'client authentication failed', Boolean(basic));

    if (body.get('grant_type') !== 'authorization_code')
      return bad(400, 'unsupported_grant_type', 'only authorization_code is supported');
    const code = body.get('code') ?? '';
    const issued = codes.get(code);
    if (!issued || issued.request.clientId !== clientId || issued.expiresAt < Date.now())
      return bad(400, 'invalid_grant', 'the authorization code is invalid or expired');
    if (issued.used) {
      // RFC 6749 §4.1.2: a replayed code also revokes what it was exchanged for.
      for (const accessToken of issued.accessTokens) accessTokens.delete(accessToken);
      return bad(400, 'invalid_grant', 'the authorization code has already been used');
    }
    if (body.get('redirect_uri') !== issued.request.redirectUri)
      return bad(400, 'invalid_grant', 'redirect_uri does not match the authorization request');
    const verifier = body.get('code_verifier') ?? '';
    if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier) || s256(verifier) !== issued.request.codeChallenge)
      return bad(400, 'invalid_grant', 'the PKCE code_verifier does not match the code_challenge');

    issued.used = true;
    const accessToken = random();
    issued.accessTokens.push(accessToken);
    accessTokens.set(accessToken, { user: issued.user, expiresAt: Date.now() + TOKEN_LIFETIME_S * 1000 });
    const { sub, email, email_verified, name } = issued.user;
    const idToken = await new SignJWT({
      email,
      email_verified,
      name,
      azp: clientId,
      at_hash: createHash('sha256').update(accessToken).digest().subarray(0, 16).toString('base64url'),
      ...(issued.request.nonce === null ? {} : { nonce: issued.request.nonce }),
    })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(clientId)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_LIFETIME_S}s`)
      .sign(privateKey);
    const tokens = {
      access_token: accessToken,
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: TOKEN_LIFETIME_S,
      scope: issued.request.scope,
    };
    return { tokens };
  }

  function userinfo(req: IncomingMessage, res: ServerResponse) {
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const found = accessTokens.get(bearer);
    if (!found || found.expiresAt < Date.now()) {
      res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
      return json(res, 401, { error: 'invalid_token', error_description: 'the access token is not valid' });
    }
    return json(res, 200, found.user);
  }

  return provider;
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function page(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(message);
}

function redirect(res: ServerResponse, to: URL) {
  res.writeHead(302, { location: to.toString() });
  res.end();
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
