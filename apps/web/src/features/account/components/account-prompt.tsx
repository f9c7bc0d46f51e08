import { FREE_RECIPES_AFTER_SIGN_UP_COPY } from '@larder/domain/constants';
import { BookHeart, Check, type LucideIcon, UserRound } from 'lucide-react';
import { type ComponentType, Suspense, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { hasSignedInBefore } from '../../../lib/signed-in-before.ts';
import { ProAccountDialog } from './pro-account-dialog.tsx';

export type PromptKind = 'collections' | 'profile';
export type SignUpDialogComponent = ComponentType<{ open: boolean; onClose: () => void; returnTo: string }>;

const PROMPTS: Record<PromptKind, { title: string; lead: string; icon: LucideIcon; benefits: string[] }> = {
  collections: {
    title: 'Save Your Recipes',
    lead: 'Create a free account to keep the recipes you love, sorted into collections.',
    icon: BookHeart,
    benefits: [
      'Save any recipe with one tap',
      'Sort favourites into your own collections',
      'Find them again on every device',
      `Get ${FREE_RECIPES_AFTER_SIGN_UP_COPY} more recipes today`,
    ],
  },
  profile: {
    title: 'Create Your Profile',
    lead: 'A free account keeps your kitchen with you, wherever you cook.',
    icon: UserRound,
    benefits: [
      'Keep your pantry, plans and recipes in sync',
      'Plan meals for the whole week',
      'Manage Pro and your data in one place',
      `Get ${FREE_RECIPES_AFTER_SIGN_UP_COPY} more recipes today`,
    ],
  },
};

/** What visitors without an account see on Collections and Profile (spec §2 "Protected routes"). */
export function AccountPrompt(props: {
  kind: PromptKind;
  returnTo: string;
  signUpDialog: SignUpDialogComponent;
}) {
  const { kind, returnTo, signUpDialog: SignUpDialog } = props;
  const { title, lead, icon: Icon, benefits } = PROMPTS[kind];
  const [signingUp, setSigningUp] = useState(false);
  const signIn = `/auth?mode=signin&returnTo=${encodeURIComponent(returnTo)}`;
  // Someone new is offered an account first; a cook who signed in on this device before, signing in.
  const [returning] = useState(hasSignedInBefore);

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8 px-5 pt-8 pb-12 lg:min-h-[85dvh] lg:grid-cols-2 lg:content-center lg:gap-x-16 lg:gap-y-8 lg:px-10">
      <div className="lg:col-start-1 lg:row-start-1 lg:self-end">
        <span className="grid size-16 place-items-center rounded-3xl bg-brand-soft text-brand">
          <Icon aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-5 text-balance font-bold text-4xl leading-tight tracking-tight lg:text-5xl">
          {title}
        </h1>
        <p className="mt-3 text-pretty text-lg text-muted lg:text-xl">{lead}</p>
      </div>
      <div className="rounded-3xl border border-line bg-raised p-6 shadow-sm lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center lg:p-8">
        <h2 className="font-bold text-xl">With a free account</h2>
        <ul className="mt-4 space-y-3">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex gap-3 text-lg">
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" strokeWidth={3} />
              {benefit}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex w-full max-w-md flex-col gap-3 lg:col-start-1 lg:row-start-2 lg:self-start">
        {returning ? (
          <ButtonLink to={signIn} size="lg">
            Sign In
          </ButtonLink>
        ) : null}
        <Button size="lg" variant={returning ? 'secondary' : 'primary'} onClick={() => setSigningUp(true)}>
          Create Free Account
        </Button>
        {returning ? null : (
          <ButtonLink to={signIn} size="lg" variant="secondary">
            Sign In
          </ButtonLink>
        )}
        <ButtonLink to="/today" size="lg" variant="ghost">
          Not Now
        </ButtonLink>
      </div>
      <ProAccountDialog returnTo={returnTo} onCreateAccount={() => setSigningUp(true)} />
      {signingUp ? (
        <Suspense fallback={null}>
          <SignUpDialog open onClose={() => setSigningUp(false)} returnTo={returnTo} />
        </Suspense>
      ) : null}
    </div>
  );
}
