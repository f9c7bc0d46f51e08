import { APP_LINK_PATHS, NATIVE_APP_ID } from '@larder/domain/native-app';
import { Hono } from 'hono';

export interface NativeLinkConfig {
  /** The Apple developer team that signs the iOS app (`APPLE_TEAM_ID`). */
  appleTeamId: string | undefined;
  /** SHA-256 fingerprints of the Android signing certificates (`ANDROID_CERT_SHA256`). */
  androidCertFingerprints: readonly string[];
}

const notConfigured = 'Not configured on this server.';

/**
 * The files that let iOS and Android open Larder's links in the app (universal links, verified app
 * links), for the paths in APP_LINK_PATHS. Each is served only when the operator has said which signed
 * app may open them; otherwise 404, so no OS trusts an app this server never named.
 */
export function nativeLinkRoutes(config: NativeLinkConfig) {
  const app = new Hono();
  app.get('/.well-known/assetlinks.json', (c) => {
    if (config.androidCertFingerprints.length === 0) return c.text(notConfigured, 404);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: NATIVE_APP_ID,
          sha256_cert_fingerprints: config.androidCertFingerprints,
        },
      },
    ]);
  });
  app.get('/.well-known/apple-app-site-association', (c) => {
    if (!config.appleTeamId) return c.text(notConfigured, 404);
    const appId = `${config.appleTeamId}.${NATIVE_APP_ID}`;
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({
      applinks: {
        details: [
          {
            appIDs: [appId],
            components: APP_LINK_PATHS.map(({ path, prefix }) => ({ '/': prefix ? `${path}*` : path })),
          },
        ],
      },
      webcredentials: { apps: [appId] },
    });
  });
  return app;
}
