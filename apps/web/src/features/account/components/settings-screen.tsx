import { Page } from '../../../components/ui/page.tsx';
import { useSession } from '../../../lib/session.ts';
import { ChangeEmailSection } from './change-email-section.tsx';
import { ChangePasswordSection } from './change-password-section.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { DataSection, DevicesSection } from './devices-and-data-sections.tsx';
import { HelpSection } from './help-section.tsx';
import { NotificationsSection } from './notifications-section.tsx';

/** /settings: reminders on this device, then the account: password, email, devices, data, deletion. */
export function SettingsScreen() {
  const { user } = useSession();
  return (
    <Page title="Settings" lead="Reminders, your account and your data." width="wide">
      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-2">
        <div className="grid min-w-0 grid-cols-1 gap-5">
          <NotificationsSection />
          <DevicesSection />
          <HelpSection />
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-5">
          <ChangePasswordSection />
          <ChangeEmailSection currentEmail={user?.email ?? ''} />
          <DataSection />
          <DeleteAccountSection />
        </div>
      </div>
    </Page>
  );
}
