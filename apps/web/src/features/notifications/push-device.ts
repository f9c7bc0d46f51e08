import { deviceZone } from '../../lib/local-day.ts';
import { readFlag, writeFlag } from '../../lib/storage.ts';
import { newUuid } from '../../lib/uuid.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether this device has ever been set up for reminders (the frame loads push helpers only then). */
export function hasPushDevice(): boolean {
  return UUID.test(readFlag('larder_push_device') ?? '');
}

/** This device's id for Larder's push routes: a UUID made the first time reminders are turned on, then kept. */
export function pushDeviceId(): string {
  const stored = readFlag('larder_push_device');
  if (stored && UUID.test(stored)) return stored;
  const made = newUuid();
  writeFlag('larder_push_device', made);
  return made;
}

/** The device's IANA time zone, read fresh each time (the cook may have travelled); UTC when unknown. */
export function deviceTimeZone(): string {
  return deviceZone() ?? 'UTC';
}
