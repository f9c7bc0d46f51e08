import { Bell, CircleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useSession } from '../../../lib/session.ts';
import { useReminders } from '../use-reminders.ts';
import { BlockedNotice, InstallForRemindersNotice, UnsupportedNotice } from './device-notices.tsx';
import { ReminderSettings } from './reminder-settings.tsx';
import { SyncLine } from './sync-line.tsx';

/**
 * Settings › Notifications: push reminders on this device (issue 18), inside the account feature's
 * Settings card. The preferences stay on the device (spec §3); the server gets only the tags made from
 * them. /settings needs an account, so the cook is signed in.
 */
export function NotificationSettings() {
  const { user } = useSession();
  return user ? <Reminders userId={user.id} /> : null;
}

function Reminders({ userId }: { userId: string }) {
  const reminders = useReminders(userId);
  const { support, permission } = reminders;
  if (support === 'unsupported') return <UnsupportedNotice />;
  if (support === 'ios-needs-install') return <InstallForRemindersNotice />;
  if (permission === 'checking') {
    return (
      <p role="status" className="text-muted">
        Checking notifications on this device…
      </p>
    );
  }
  if (permission === 'denied') return <BlockedNotice />;
  if (permission === 'prompt') {
    return (
      <div>
        <p>
          Larder can remind you when it's time for breakfast, lunch or dinner prep, when to plan the week, and
          the evening before food goes off. You choose which, and when.
        </p>
        <Button
          className="mt-4"
          onClick={() => void reminders.turnOn()}
          disabled={reminders.asking}
          aria-busy={reminders.asking}
        >
          <Bell aria-hidden="true" className="size-5" />
          Turn on reminders
        </Button>
        {reminders.askError ? (
          <p role="alert" className="mt-3 flex items-start gap-2 font-medium text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>Couldn't turn on reminders. {reminders.askError}</span>
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <ReminderSettings prefs={reminders.prefs} onChange={reminders.change} />
      <SyncLine sync={reminders.sync} on={reminders.prefs.enabled} onRetry={() => void reminders.retry()} />
    </>
  );
}
