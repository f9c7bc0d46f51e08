import { FREE_RECIPES_AFTER_SIGN_UP_COPY } from '@larder/domain/constants';
import { BookHeart, CalendarDays, type LucideIcon, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const PERKS: readonly { icon: LucideIcon; title: string; text: string }[] = [
  { icon: RefreshCw, title: 'On every device', text: 'Your pantry, recipes and plans follow you.' },
  { icon: BookHeart, title: 'Collections', text: 'Keep the recipes you love in one place.' },
  { icon: CalendarDays, title: 'Meal plans', text: 'Plan the week and shop only for what is missing.' },
];

/** What an account gives, beside the form on wide screens. */
function AccountPerks() {
  return (
    <aside className="hidden rounded-[2rem] bg-brand-soft p-10 lg:block" aria-label="Why create an account">
      <img src="/icons/icon.svg" alt="" width={56} height={56} className="size-14 rounded-2xl" />
      <p className="mt-6 text-balance font-bold text-3xl leading-tight tracking-tight">
        Your kitchen, saved and ready wherever you cook.
      </p>
      <ul className="mt-8 space-y-5">
        {PERKS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-raised text-brand">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span>
              <span className="block font-bold text-lg">{title}</span>
              <span className="block text-muted">{text}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-8 rounded-2xl bg-raised px-4 py-3 font-semibold">
        Free accounts get {FREE_RECIPES_AFTER_SIGN_UP_COPY} more recipes today.
      </p>
    </aside>
  );
}

/** The frame of the auth screens: brand and heading over the form; the perks beside it on desktop. */
export function AuthFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-12 px-5 pt-4 pb-12 lg:min-h-[calc(100dvh-env(safe-area-inset-top))] lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-center lg:px-10 lg:py-12">
      <AccountPerks />
      <div className="mx-auto w-full max-w-md lg:max-w-lg">
        <Link
          to="/"
          className="-ml-2 mb-6 inline-flex min-h-12 items-center gap-2 rounded-2xl px-2 font-bold text-lg tracking-tight lg:hidden"
          aria-label="Larder home"
        >
          <img src="/icons/icon.svg" alt="" width={32} height={32} className="size-8 rounded-lg" />
          Larder
        </Link>
        <h1 className="text-balance font-bold text-4xl leading-tight tracking-tight lg:text-5xl">{title}</h1>
        <p className="mt-3 text-pretty text-lg text-muted">{lead}</p>
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}
