import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTrackingPrompt } from '../use-tracking-prompt.ts';

/** Exactly what Meta is told with the cook's permission (features/conversions), and nothing more. */
const SHARED = [
  'That you signed up or bought Pro',
  'Your email address, scrambled (hashed), which Meta can match to a Meta account',
  'A random number Larder made for this phone',
  "Your iPhone's screen size, language and time zone",
];

/**
 * Larder's own question before iOS's tracking prompt (spec §4), on Today in the iOS app. Closing it or
 * Ask App Not to Track keeps "dismissed"; Allow hands over to iOS's own prompt.
 */
export function TrackingPrompt() {
  const { open, allow, askNotToTrack, close } = useTrackingPrompt();
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Help us know which ads work"
      description="Larder can tell Meta when you sign up or buy Pro after seeing one of its ads, so we know which ads work. We never share what you cook or keep in your fridge."
    >
      <p className="font-semibold">What Meta would get:</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {SHARED.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-4 text-muted">
        If you tap Allow, your iPhone asks you once more. You can change that answer later in Settings,
        Privacy &amp; Security, Tracking.
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <Button size="lg" onClick={allow}>
          Allow
        </Button>
        <Button size="lg" variant="secondary" onClick={askNotToTrack}>
          Ask App Not to Track
        </Button>
      </div>
    </Dialog>
  );
}
