import { Smartphone } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { installPrompt } from '../../../lib/install-prompt.ts';
import { readFlag, writeFlag } from '../../../lib/storage.ts';

/** Offers installation when the browser allows it and the user has not said no before. */
export function InstallPrompt() {
  const offer = useSyncExternalStore(installPrompt.subscribe, installPrompt.getSnapshot, () => null);
  const [dismissed, setDismissed] = useState(() => readFlag('install-prompt-dismissed') !== null);
  if (!offer || dismissed) return null;

  const dismiss = () => {
    writeFlag('install-prompt-dismissed', 'true');
    setDismissed(true);
  };

  return (
    <section
      aria-label="Install Larder"
      className="pointer-events-auto w-full max-w-lg rounded-3xl border border-line bg-raised p-4 shadow-xl"
    >
      {/* Compact, as the cookie notice: it floats over the screen (app-layout.tsx) and moves nothing. */}
      <div className="flex items-start gap-3">
        <Smartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
        <div>
          <p className="font-semibold">Install Larder</p>
          <p className="text-muted text-sm">
            On your home screen: one tap from the kitchen, and it works offline.
          </p>
        </div>
      </div>
      <div className="mt-3 flex gap-3">
        <Button
          onClick={async () => {
            const outcome = await installPrompt.install();
            if (outcome === 'dismissed') dismiss();
          }}
        >
          Install
        </Button>
        <Button variant="secondary" onClick={dismiss}>
          Not now
        </Button>
      </div>
    </section>
  );
}
