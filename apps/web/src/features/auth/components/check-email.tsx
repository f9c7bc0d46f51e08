import { type LucideIcon, MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The "Check your email" state after a mail went out, with what to do next. A server without mail
 * says where the message went instead (`title`, `icon`).
 */
export function CheckEmail({
  children,
  actions,
  title = 'Check your email',
  icon: Icon = MailCheck,
}: {
  children: ReactNode;
  actions?: ReactNode;
  title?: string;
  icon?: LucideIcon;
}) {
  return (
    <section
      aria-labelledby="check-email-title"
      className="rounded-3xl border border-line bg-raised p-6 text-center shadow-sm"
    >
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-brand-soft text-brand">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h2 id="check-email-title" className="mt-4 font-bold text-2xl tracking-tight">
        {title}
      </h2>
      <div className="mt-2 text-lg text-muted wrap-anywhere">{children}</div>
      {actions ? <div className="mt-6 flex flex-col gap-3">{actions}</div> : null}
    </section>
  );
}
