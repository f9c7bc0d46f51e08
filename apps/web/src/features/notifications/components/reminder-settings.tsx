import type { NotificationPreferences, SmartTiming } from '@larder/domain/notifications/preferences';
import { REMINDER_TIME_PATTERN } from '@larder/domain/notifications/preferences';
import { SwitchRow } from '../../../components/ui/chip-choice.tsx';
import { fieldClasses, ReminderCard, TimeField } from './reminder-card.tsx';

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

type Timed = 'breakfastReminder' | 'lunchPlanning' | 'dinnerPrep';

/** The three daily reminders, as the cook reads them. */
const DAILY: { key: Timed; label: string; what: string; description: string }[] = [
  {
    key: 'breakfastReminder',
    label: 'Breakfast reminder',
    what: 'breakfast',
    description: 'An idea for breakfast from what you have.',
  },
  {
    key: 'lunchPlanning',
    label: 'Lunch planning',
    what: 'lunch planning',
    description: 'A nudge to sort out lunch.',
  },
  {
    key: 'dinnerPrep',
    label: 'Dinner prep',
    what: 'dinner prep',
    description: 'Time to start dinner, with what to use first.',
  },
];

/** `HH:MM` as this device writes times of day ("4:00 PM", "16:00"), as the time fields show them. */
function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(2000, 0, 1, hours, minutes).toLocaleTimeString(undefined, {
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** Every reminder setting (permission granted); each change goes to `onChange` at once. */
export function ReminderSettings({
  prefs,
  onChange,
}: {
  prefs: NotificationPreferences;
  onChange: (next: NotificationPreferences) => void;
}) {
  const timing = prefs.smartTiming;
  const setTiming = (changes: Partial<SmartTiming>) =>
    onChange({ ...prefs, smartTiming: { ...timing, ...changes } });
  // A cleared or half-typed time is not saved; the field shows the saved one again.
  const validTime = (time: string) => REMINDER_TIME_PATTERN.test(time);
  const weekly = timing.weeklyPlanning;
  return (
    <div className="flex flex-col gap-3">
      <SwitchRow
        id="reminders-on"
        label="Reminders"
        description={prefs.enabled ? 'On for this device.' : 'Off for this device. Your times are kept.'}
        checked={prefs.enabled}
        // One switch for all: notifications and the timed reminders together (spec §3 `smartTiming.enabled`).
        onChange={(on) => onChange({ ...prefs, enabled: on, smartTiming: { ...timing, enabled: on } })}
      />
      {prefs.enabled ? (
        <ul className="flex flex-col gap-3" aria-label="Which reminders">
          {DAILY.map(({ key, label, what, description }) => (
            <ReminderCard
              key={key}
              id={`reminder-${key}`}
              label={label}
              description={description}
              enabled={timing[key].enabled}
              onToggle={(enabled) => setTiming({ [key]: { ...timing[key], enabled } })}
            >
              <TimeField
                id={`reminder-${key}-time`}
                what={what}
                value={timing[key].time}
                onChange={(time) => validTime(time) && setTiming({ [key]: { ...timing[key], time } })}
              />
            </ReminderCard>
          ))}
          <ReminderCard
            id="reminder-weeklyPlanning"
            label="Weekly planning"
            description="Plan the week's meals and shopping."
            enabled={weekly.enabled}
            onToggle={(enabled) => setTiming({ weeklyPlanning: { ...weekly, enabled } })}
          >
            <div className="flex items-center gap-3">
              <label htmlFor="reminder-weeklyPlanning-day" className="font-semibold">
                Day<span className="sr-only"> for weekly planning</span>
              </label>
              <select
                id="reminder-weeklyPlanning-day"
                value={weekly.day}
                onChange={(event) =>
                  setTiming({ weeklyPlanning: { ...weekly, day: Number(event.target.value) } })
                }
                className={`${fieldClasses} w-40`}
              >
                {WEEKDAYS.map((name, day) => (
                  <option key={name} value={day}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <TimeField
              id="reminder-weeklyPlanning-time"
              what="weekly planning"
              value={weekly.time}
              onChange={(time) => validTime(time) && setTiming({ weeklyPlanning: { ...weekly, time } })}
            />
          </ReminderCard>
          <li>
            <SwitchRow
              id="reminder-useItUp"
              label="Use-it-up alerts — food that goes off tomorrow"
              description={`The evening before, at your dinner-prep time (${clockTime(timing.dinnerPrep.time)}).`}
              checked={prefs.useItUp}
              onChange={(useItUp) => onChange({ ...prefs, useItUp })}
            />
          </li>
        </ul>
      ) : null}
    </div>
  );
}
