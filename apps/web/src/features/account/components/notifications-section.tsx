import { lazy, Suspense } from 'react';
import { SettingsSection } from './settings-section.tsx';

/** The reminders' code (providers, tag sync, the settings) loads with this card, not with Settings. */
const NotificationSettings = lazy(async () => ({
  default: (await import('../../notifications/components/notification-settings.tsx')).NotificationSettings,
}));

/** Settings › Notifications: the notifications feature's reminders, in Settings' card. */
export function NotificationsSection() {
  return (
    <SettingsSection
      id="notifications"
      title="Notifications"
      text="Reminders at the times you choose: meals, weekly planning, and food to use up."
    >
      <Suspense
        fallback={
          <p role="status" className="flex min-h-12 items-center text-muted">
            Loading your reminders…
          </p>
        }
      >
        <NotificationSettings />
      </Suspense>
    </SettingsSection>
  );
}
