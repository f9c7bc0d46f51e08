import { LegalDocument } from './legal-document.tsx';
import { TERMS_CARE_SECTIONS } from './terms-care-sections.tsx';
import { TERMS_SERVICE_SECTIONS } from './terms-service-sections.tsx';

const SECTIONS = [...TERMS_SERVICE_SECTIONS, ...TERMS_CARE_SECTIONS];

/** /legal/terms: the rules of using Larder, in plain language. */
export function TermsScreen() {
  return (
    <LegalDocument
      title="Terms of use"
      sections={SECTIONS}
      summary={
        <>
          <p className="font-bold text-lg">The short version</p>
          <p>
            Larder is free to use, with a daily recipe allowance; Pro lifts the limit, monthly or yearly, and
            you can cancel any time. Recipes and shelf-life estimates are guidance: always check labels,
            especially for allergies. Be fair to the service and to other cooks.
          </p>
        </>
      }
    />
  );
}
