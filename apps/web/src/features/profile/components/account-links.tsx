import { ChevronRight, LifeBuoy, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/page.tsx';
import { openSupport } from '../../../lib/support-dialog.ts';
import { SignOutButton } from '../../account/components/sign-out-button.tsx';

/** Settings, Contact Support and Sign out. */
export function AccountLinks() {
  return (
    <Card className="flex flex-col gap-3 p-3">
      <Link
        to="/settings"
        className="flex min-h-14 items-center gap-3 rounded-2xl px-3 font-semibold text-lg hover:bg-sunken"
      >
        <Settings aria-hidden="true" className="size-6 text-brand" />
        <span className="flex-1">Settings</span>
        <ChevronRight aria-hidden="true" className="size-5 text-muted" />
      </Link>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => openSupport()}
        className="flex min-h-14 items-center gap-3 rounded-2xl px-3 text-left font-semibold text-lg hover:bg-sunken"
      >
        <LifeBuoy aria-hidden="true" className="size-6 text-brand" />
        <span className="flex-1">Contact Support</span>
        <ChevronRight aria-hidden="true" className="size-5 text-muted" />
      </button>
      <SignOutButton className="w-full" />
    </Card>
  );
}
