import { LegalDocument } from './legal-document.tsx';
import { PRIVACY_CHOICE_SECTIONS } from './privacy-choice-sections.tsx';
import { PRIVACY_DATA_SECTIONS } from './privacy-data-sections.tsx';

const SECTIONS = [...PRIVACY_DATA_SECTIONS, ...PRIVACY_CHOICE_SECTIONS];

/** /legal/privacy: what Larder stores, where, why, and what you can do about it. */
export function PrivacyScreen() {
  return (
    <LegalDocument
      title="Privacy policy"
      sections={SECTIONS}
      summary={
        <>
          <p className="font-bold text-lg">The short version</p>
          <p>
            We keep what Larder needs to cook with you: your email if you make an account, your fridge, and
            the recipes and plans you make. Usage counting and advertising measurement happen only if you
            accept them. You can export or delete your data from Settings at any time, and we do not sell it.
          </p>
        </>
      }
    />
  );
}
