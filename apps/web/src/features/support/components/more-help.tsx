import { BookOpen, ExternalLink, FileText, Mail, MessageCircle, Shield } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { usePublicConfig } from '../../../lib/public-config.ts';

interface Method {
  name: string;
  when: string;
  href: string | null | undefined;
  action: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;
}

const rowLink =
  'flex min-h-12 items-center gap-3 rounded-2xl border border-line bg-raised px-4 py-3 hover:bg-sunken';

/** For everyone, signed in or not: the legal pages and every other way to reach support this server offers. */
export function MoreHelp({ onNavigate }: { onNavigate: () => void }) {
  const config = usePublicConfig();
  const methods: Method[] = [
    {
      name: 'Email',
      when: 'We reply within 24-48 hours',
      href: config.supportEmail ? `mailto:${config.supportEmail}` : null,
      action: config.supportEmail,
      icon: Mail,
    },
    // `support` may be missing from a configuration cached by an older version of the app.
    {
      name: 'Live chat',
      when: 'Mon-Fri 9-5 PST',
      href: config.support?.liveChatUrl,
      action: 'Start a chat',
      icon: MessageCircle,
    },
    {
      name: 'Help centre',
      when: '24/7',
      href: config.support?.helpCenterUrl,
      action: 'Browse articles',
      icon: BookOpen,
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="support-more-ways">
        <h3 id="support-more-ways" className="mb-3 font-bold text-lg">
          Other ways to reach us
        </h3>
        <ul className="flex flex-col gap-2">
          {methods.map((method) =>
            method.href ? <MethodRow key={method.name} {...method} href={method.href} /> : null,
          )}
        </ul>
      </section>
      <section aria-labelledby="support-legal">
        <h3 id="support-legal" className="mb-3 font-bold text-lg">
          Legal
        </h3>
        <ul className="grid grid-cols-2 gap-2">
          <li>
            <Link to="/legal/privacy" onClick={onNavigate} className={`${rowLink} font-semibold`}>
              <Shield aria-hidden="true" className="size-5 shrink-0 text-brand" />
              Privacy
            </Link>
          </li>
          <li>
            <Link to="/legal/terms" onClick={onNavigate} className={`${rowLink} font-semibold`}>
              <FileText aria-hidden="true" className="size-5 shrink-0 text-brand" />
              Terms
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}

function MethodRow({ name, when, href, action, icon: Icon }: Method & { href: string }) {
  // mailto: opens the mail app; anything else is another site, kept apart from this tab.
  const external = !href.startsWith('mailto:');
  return (
    <li>
      <a
        href={href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className={rowLink}
      >
        <Icon aria-hidden="true" className="size-6 shrink-0 text-brand" />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">{name}</span>
          <span className="block text-muted text-sm">{when}</span>
          <span className="block break-words font-medium text-brand underline underline-offset-4">
            {action}
          </span>
        </span>
        {external ? (
          <>
            <ExternalLink aria-hidden="true" className="size-5 shrink-0 text-muted" />
            <span className="sr-only">(opens in a new tab)</span>
          </>
        ) : null}
      </a>
    </li>
  );
}
