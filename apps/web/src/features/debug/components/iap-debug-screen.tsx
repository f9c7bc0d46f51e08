import { DEFAULT_DISPLAY_PRICE, MONTHLY_PACKAGE_MARKER } from '@larder/domain/constants';
import { Card, Page } from '../../../components/ui/page.tsx';
import { isNativeApp, isNativeIos } from '../../../lib/platform.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { useStoreDebugRows } from '../../pro/native/store-debug.ts';

/**
 * What the purchase set-up of this server and device looks like, for support and development: the store's
 * real state on native (set-up, packages, entitlements), restores and the last purchases error.
 */
export function IapDebugScreen() {
  const { pro } = usePublicConfig();
  const rows: [string, string][] = [
    ['Platform', isNativeApp() ? (isNativeIos() ? 'Native app (iOS)' : 'Native app (Android)') : 'Web'],
    ...useStoreDebugRows(),
    ['Web payments', pro.purchasable ? 'Configured' : 'Not configured on this server'],
    ['Currency', pro.currency],
    ['Monthly price', pro.monthlyPrice],
    ['Yearly price', pro.yearlyPrice],
    ['Fallback display price', DEFAULT_DISPLAY_PRICE],
    ['Monthly package marker', `identifier contains "${MONTHLY_PACKAGE_MARKER}"`],
  ];
  return (
    <Page title="In-app purchase debug" lead="Shown because debug screens are on for this server.">
      <DebugTable rows={rows} />
    </Page>
  );
}

export function DebugTable({ rows }: { rows: [string, string][] }) {
  return (
    <Card>
      <dl className="divide-y divide-line">
        {rows.map(([name, value]) => (
          <div key={name} className="flex justify-between gap-4 py-3">
            <dt className="text-muted">{name}</dt>
            <dd className="text-right font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
