import type { ReactNode } from 'react';

/** The standard frame of a screen: a readable column with the screen's one h1. */
export function Page({
  title,
  lead,
  children,
  width = 'narrow',
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  width?: 'narrow' | 'wide';
}) {
  return (
    <div
      className={`mx-auto w-full px-5 pt-6 pb-10 lg:px-10 lg:pt-10 ${width === 'wide' ? 'max-w-5xl' : 'max-w-2xl'}`}
    >
      <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance lg:text-4xl">{title}</h1>
      {lead ? <p className="mt-2 text-lg text-muted">{lead}</p> : null}
      {children ? <div className="mt-6">{children}</div> : null}
    </div>
  );
}

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-3xl border border-line bg-raised p-5 shadow-sm ${className}`}>{children}</div>
  );
}
