import type { LegalSection } from './legal-document.tsx';

/** The table of contents: a card at the top on a phone, a sticky column beside the text on a desktop. */
export function LegalContents({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <nav
      aria-labelledby="legal-contents-title"
      className="self-start rounded-3xl border border-line bg-raised p-5 lg:sticky lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:top-6 lg:max-h-[calc(100dvh-3rem)] lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-0"
    >
      <p id="legal-contents-title" className="px-2 font-semibold text-muted text-sm uppercase tracking-wide">
        On this page
      </p>
      <ol className="mt-2 space-y-0.5">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex min-h-11 items-center gap-3 rounded-xl px-2 py-1.5 hover:bg-sunken hover:text-brand"
            >
              <span aria-hidden className="w-5 shrink-0 text-right text-muted text-sm tabular-nums">
                {index + 1}
              </span>
              <span>{section.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
