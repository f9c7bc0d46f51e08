import { checkForm, signInSchema } from '@larder/domain/auth';
import { Info } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useFormErrors } from '../../../components/ui/use-form-errors.ts';
import { refreshSession } from '../../../lib/session.ts';
import { useSignInWithEmail } from '../api/sign-in-email.ts';
import { authProblem, EMAIL_NOT_VERIFIED_MESSAGE } from '../auth-errors.ts';
import { authSearchFor } from '../auth-mode.ts';
import { TextLink } from './auth-links.tsx';

/** Email and password → signed in ("Welcome back!"); the auth screen then goes on to returnTo or Today. */
export function SignInForm() {
  const { search } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [unverified, setUnverified] = useState(false);
  const form = useFormErrors<'email' | 'password'>(useId());
  const signIn = useSignInWithEmail();

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = form.check(checkForm(signInSchema, { email, password }));
    if (!values) return;
    signIn.mutate(values, {
      onSuccess: async () => {
        try {
          await refreshSession();
          toast({ title: 'Welcome back!', tone: 'success' });
        } catch (error) {
          form.fail(authProblem(error, 'sign-in'));
        }
      },
      onError: (error) => {
        const problem = authProblem(error, 'sign-in');
        setUnverified(problem.description === EMAIL_NOT_VERIFIED_MESSAGE);
        form.fail(problem);
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Sign in">
      {unverified ? (
        <p className="flex gap-3 rounded-2xl bg-brand-soft p-4" role="status">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
          {EMAIL_NOT_VERIFIED_MESSAGE}
        </p>
      ) : null}
      <TextField
        id={form.fieldId('email')}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          form.clear('email');
        }}
        error={form.errors.email}
      />
      <div>
        <PasswordField
          id={form.fieldId('password')}
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            form.clear('password');
          }}
          error={form.errors.password}
        />
        <div className="mt-1 flex justify-end">
          <TextLink to={{ search: authSearchFor('forgot-password', search) }}>Forgot password?</TextLink>
        </div>
      </div>
      <Button type="submit" size="lg" disabled={signIn.isPending} aria-busy={signIn.isPending}>
        Sign In to Continue
      </Button>
    </form>
  );
}
