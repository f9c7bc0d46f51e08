import type { ReactNode } from 'react';

/** One card of Profile: a region named by its heading, with an icon beside the heading. */
export function ProfileCard({
  id,
  title,
  icon,
  children,
  headingRef,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
  /** For moving focus to the card (after a celebration closes). */
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-3xl border border-line bg-raised p-5 shadow-sm lg:p-6"
    >
      <h2
        id={`${id}-title`}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="flex items-center gap-2.5 font-bold text-xl"
      >
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand">
          {icon}
        </span>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
