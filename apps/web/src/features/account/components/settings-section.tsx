import type { ReactNode } from 'react';

/** One card of Settings: a titled region with a short explanation. */
export function SettingsSection(props: {
  id: string;
  title: string;
  text?: ReactNode;
  children: ReactNode;
  tone?: 'danger';
}) {
  return (
    <section
      aria-labelledby={`${props.id}-title`}
      className={`rounded-3xl border bg-raised p-5 shadow-sm lg:p-6 ${props.tone === 'danger' ? 'border-danger/40' : 'border-line'}`}
    >
      <h2
        id={`${props.id}-title`}
        className={`font-bold text-xl ${props.tone === 'danger' ? 'text-danger' : ''}`}
      >
        {props.title}
      </h2>
      {props.text ? <p className="mt-1 text-muted">{props.text}</p> : null}
      <div className="mt-5">{props.children}</div>
    </section>
  );
}
