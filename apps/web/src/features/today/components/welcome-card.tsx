import { PartyPopper, X } from 'lucide-react';

/** The one-time welcome for a new account. */
export function WelcomeCard({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div
      role="status"
      className="mt-5 flex items-start gap-3 rounded-3xl bg-brand p-4 text-on-brand shadow-sm sm:items-center sm:p-5"
    >
      <PartyPopper aria-hidden="true" className="mt-0.5 size-7 shrink-0 sm:mt-0" />
      <div className="min-w-0 flex-1">
        <p className="font-bold text-lg">Welcome to Larder!</p>
        <p>Your account is ready. Add what's in your fridge, then tap Cook something.</p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss welcome"
        className="-m-1 grid size-12 shrink-0 place-items-center rounded-full hover:bg-white/15"
      >
        <X aria-hidden="true" className="size-6" />
      </button>
    </div>
  );
}
