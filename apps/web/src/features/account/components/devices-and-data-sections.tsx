import { Download, MonitorSmartphone } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useDownloadAccountData } from '../api/export-account.ts';
import { useSignOutEverywhere } from '../api/revoke-sessions.ts';
import { SettingsSection } from './settings-section.tsx';
import { SignOutButton } from './sign-out-button.tsx';

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: error instanceof Error ? error.message : 'Please try again.', tone: 'error' });

export function DevicesSection() {
  const everywhere = useSignOutEverywhere();
  return (
    <SettingsSection
      id="devices"
      title="Devices"
      text="Lost a phone, or signed in on a shared computer? End every session at once."
    >
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          className="whitespace-nowrap"
          disabled={everywhere.isPending}
          aria-busy={everywhere.isPending}
          onClick={() => everywhere.mutate(undefined, { onError: failed('Could not sign out everywhere') })}
        >
          <MonitorSmartphone aria-hidden="true" className="size-5" />
          Sign out of all devices
        </Button>
        <SignOutButton className="whitespace-nowrap" />
      </div>
    </SettingsSection>
  );
}

export function DataSection() {
  const download = useDownloadAccountData();
  return (
    <SettingsSection
      id="your-data"
      title="Your data"
      text="A copy of everything Larder keeps for your account, as a JSON file."
    >
      <Button
        variant="secondary"
        disabled={download.isPending}
        aria-busy={download.isPending}
        onClick={() =>
          download.mutate(undefined, {
            onSuccess: (fileName) =>
              toast({ title: 'Your data is downloading', description: fileName, tone: 'success' }),
            onError: failed('Download failed'),
          })
        }
      >
        <Download aria-hidden="true" className="size-5" />
        Download my data
      </Button>
    </SettingsSection>
  );
}
