import { APPLE_NONCE_HASH, APPLE_NONCE_LENGTH, APPLE_SIGN_IN_TIMEOUT_MS } from '@larder/domain/constants';
import { Page } from '../../../components/ui/page.tsx';
import { isIosDevice, isNativeIos } from '../../../lib/platform.ts';
import { DebugTable } from './iap-debug-screen.tsx';

/** Apple sign-in prerequisites on this device, for support and development. */
export function AppleSignInDebugScreen() {
  return (
    <Page title="Apple sign-in debug" lead="Shown because debug screens are on for this server.">
      <DebugTable
        rows={[
          ['Native iOS app', isNativeIos() ? 'Yes' : 'No'],
          ['iOS device', isIosDevice() ? 'Yes' : 'No'],
          ['Continue with Apple offered', isNativeIos() ? 'Yes' : 'No (native iOS only)'],
          ['Nonce', `${APPLE_NONCE_LENGTH} random characters, ${APPLE_NONCE_HASH}`],
          ['Timeout', `${APPLE_SIGN_IN_TIMEOUT_MS / 1000} s`],
        ]}
      />
    </Page>
  );
}
