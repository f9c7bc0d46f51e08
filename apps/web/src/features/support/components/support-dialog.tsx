import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useSession } from '../../../lib/session.ts';
import { BugForm } from './bug-form.tsx';
import { ContactForm } from './contact-form.tsx';
import { MoreHelp } from './more-help.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';
import { SupportTabs } from './support-tabs.tsx';

export type SupportTabId = 'contact' | 'bug' | 'help';

interface SupportDialogProps {
  open: boolean;
  onClose: () => void;
  initialTab?: SupportTabId;
}

/** Contact Support: a question, a bug report (signed-in cooks only, replies go to the account's email) or more help. */
export function SupportDialog({ open, onClose, initialTab = 'contact' }: SupportDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Contact Support">
      {/* Mounted with the dialog's panel, so each opening starts on the tab it was asked for. */}
      <SupportContent initialTab={initialTab} onClose={onClose} />
    </Dialog>
  );
}

function SupportContent({ initialTab, onClose }: { initialTab: SupportTabId; onClose: () => void }) {
  const [tab, setTab] = useState(initialTab);
  const { status, user } = useSession();
  const sender =
    status === 'signed-in' && user ? { userEmail: user.email ?? undefined, userId: user.id } : null;
  const signIn = <SignInPrompt onNavigate={onClose} />;
  return (
    <SupportTabs
      label="Support"
      selected={tab}
      onSelect={setTab}
      tabs={[
        {
          id: 'contact',
          label: 'Contact us',
          panel: sender ? <ContactForm sender={sender} onSent={onClose} /> : signIn,
        },
        {
          id: 'bug',
          label: 'Report a bug',
          panel: sender ? <BugForm sender={sender} onSent={onClose} /> : signIn,
        },
        { id: 'help', label: 'More help', panel: <MoreHelp onNavigate={onClose} /> },
      ]}
    />
  );
}
