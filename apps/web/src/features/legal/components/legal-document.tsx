import type { ReactNode } from 'react';
import { Page } from '../../../components/ui/page.tsx';
import { LegalContents } from './legal-contents.tsx';

export interface LegalSection {
  /** The anchor of the section, e.g. "cookies" for /legal/privacy#cookies. */
  id: string;
  title: string;
  body: ReactNode;
}

/** The date both legal pages were last changed. */
export const LEGAL_LAST_UPDATED = { iso: '2026-11-21', text: '21 November 2026' } as const;

/** Typography for plain JSX content: paragraphs, lists, h3 and links inside a section. */
const PROSE =
  '[&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 [&_h3]:mt-6 [&_h3]:font-bold ' +
  '[&_h3]:text-lg [&_li]:mt-2 [&_li]:pl-1 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 ' +
  '[&_li]:marker:text-brand leading-relaxed';

/** A legal page: one h1, its date, a table of contents, and sections that each open with an h2. */
export function LegalDocument({
  title,
  summary,
  sections,
}: {
  title: string;
  summary: ReactNode;
  sections: readonly LegalSection[];
}) {
  return (
    <Page
      width="wide"
      title={title}
      lead={
        <>
          Last updated <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.text}</time>
        </>
      }
    >
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-x-14">
        <div
          className={`rounded-3xl bg-brand-soft p-5 lg:col-start-2 lg:row-start-1 lg:max-w-[68ch] lg:p-6 [&>p:first-child]:mt-0 ${PROSE}`}
        >
          {summary}
        </div>
        <LegalContents sections={sections} />
        <div className={`lg:col-start-2 lg:max-w-[68ch] ${PROSE}`}>
          {sections.map((section) => (
            <section key={section.id} className="mt-10 first:mt-0">
              <h2 id={section.id} className="scroll-mt-6 font-bold text-2xl leading-tight">
                {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </Page>
  );
}
