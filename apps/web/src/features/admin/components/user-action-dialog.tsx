import { type AdminUser, adminDisableBody, adminProBody, adminRoleBody } from '@larder/domain/api/admin';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { failureText } from '../../../lib/api-client.ts';
import { useChangeUserDisabled } from '../api/change-user-disabled.ts';
import { useChangeUserPro } from '../api/change-user-pro.ts';
import { useChangeUserRole } from '../api/change-user-role.ts';

export type UserAction = 'grant-pro' | 'revoke-pro' | 'make-admin' | 'remove-admin' | 'disable' | 'enable';

const COPY: Record<UserAction, { title: string; text: string; done: string }> = {
  'grant-pro': {
    title: 'Grant Pro',
    text: 'Pro starts now, until the last day you give or without an end.',
    done: 'Pro granted',
  },
  'revoke-pro': {
    title: 'Revoke Pro',
    text: 'Pro ends now; a subscription in a store is not cancelled.',
    done: 'Pro revoked',
  },
  'make-admin': {
    title: 'Make admin',
    text: 'An admin sees everything on this page and can change accounts.',
    done: 'Now an admin',
  },
  'remove-admin': {
    title: 'Remove admin',
    text: 'The account keeps its recipes and Pro, without the admin area.',
    done: 'No longer an admin',
  },
  disable: {
    title: 'Disable',
    text: 'The account is signed out everywhere and cannot sign in again.',
    done: 'Account disabled',
  },
  enable: { title: 'Enable', text: 'The account can sign in again.', done: 'Account enabled' },
};

/** The first problem the contract finds in a body, and the field it is about. */
function problem(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const issue = result.success ? undefined : result.error?.issues[0];
  return issue ? { field: String(issue.path[0] ?? ''), message: issue.message } : null;
}

/** An action on an account, with the reason the audit log keeps (required), sent once the admin confirms. */
export function UserActionDialog({
  user,
  action,
  onClose,
}: {
  user: AdminUser;
  action: UserAction;
  onClose: () => void;
}) {
  const pro = useChangeUserPro(user.id);
  const role = useChangeUserRole(user.id);
  const disabled = useChangeUserDisabled(user.id);
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const [invalid, setInvalid] = useState<{ field: string; message: string } | null>(null);
  const copy = COPY[action];
  const sending = pro.isPending || role.isPending || disabled.isPending;
  const failure = pro.error ?? role.error ?? disabled.error;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = () => {
      toast({ title: copy.done, description: user.email, tone: 'success' });
      onClose();
    };
    for (const mutation of [pro, role, disabled]) mutation.reset();
    if (action === 'grant-pro' || action === 'revoke-pro') {
      const body =
        action === 'grant-pro'
          ? { action: 'grant' as const, reason, until: until || null }
          : { action: 'revoke' as const, reason };
      const found = problem(adminProBody.safeParse(body));
      setInvalid(found);
      if (!found) pro.mutate(body, { onSuccess: done });
    } else if (action === 'make-admin' || action === 'remove-admin') {
      const body = { role: action === 'make-admin' ? ('admin' as const) : ('user' as const), reason };
      const found = problem(adminRoleBody.safeParse(body));
      setInvalid(found);
      if (!found) role.mutate(body, { onSuccess: done });
    } else {
      const body = { disabled: action === 'disable', reason };
      const found = problem(adminDisableBody.safeParse(body));
      setInvalid(found);
      if (!found) disabled.mutate(body, { onSuccess: done });
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={copy.title}
      description={<span className="break-words">{user.email}</span>}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <p className="text-muted">{copy.text}</p>
        {action === 'grant-pro' ? (
          <TextField
            id="admin-pro-until"
            type="date"
            label="Last day of Pro (optional)"
            hint="Leave empty for Pro without an end."
            value={until}
            onChange={(event) => {
              setUntil(event.target.value);
              setInvalid(null);
            }}
            error={invalid?.field === 'until' ? invalid.message : undefined}
          />
        ) : null}
        <TextAreaField
          id="admin-action-reason"
          label="Reason"
          hint="Kept in the audit log."
          rows={3}
          required
          maxLength={500}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setInvalid(null);
          }}
          error={invalid?.field === 'reason' ? invalid.message : undefined}
        />
        {failure ? (
          <p role="alert" className="flex items-start gap-2 font-medium text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {failureText(failure)}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant={action === 'disable' ? 'danger' : 'primary'} disabled={sending}>
            {sending ? 'Saving…' : copy.title}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
