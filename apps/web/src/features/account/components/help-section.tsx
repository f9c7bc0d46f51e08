import { Bug, LifeBuoy } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { openSupport } from '../../../lib/support-dialog.ts';
import { SettingsSection } from './settings-section.tsx';

/** Settings: the way to the support dialog, to ask a question or report a bug. */
export function HelpSection() {
  return (
    <SettingsSection id="help" title="Help" text="Ask us anything, or tell us what went wrong.">
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => openSupport('contact')}>
          <LifeBuoy aria-hidden="true" className="size-5" />
          Contact Support
        </Button>
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => openSupport('bug')}>
          <Bug aria-hidden="true" className="size-5" />
          Report a bug
        </Button>
      </div>
    </SettingsSection>
  );
}
