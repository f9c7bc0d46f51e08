import { lazy, Suspense } from 'react';
import { closeSupport, useSupportDialog } from '../../lib/support-dialog.ts';

/** The support dialog's code loads the first time someone opens it, never on first load. */
const SupportDialog = lazy(async () => ({
  default: (await import('../../features/support/components/support-dialog.tsx')).SupportDialog,
}));

export function SupportDialogHost() {
  const { open, tab } = useSupportDialog();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SupportDialog open onClose={closeSupport} initialTab={tab} />
    </Suspense>
  );
}
