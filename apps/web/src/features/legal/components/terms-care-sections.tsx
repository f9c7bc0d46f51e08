import { SUPPORT_RESPONSE_TIME } from '@larder/domain/constants';
import type { LegalSection } from './legal-document.tsx';
import { SupportEmailLink } from './support-email-link.tsx';

/** Terms, part 2: food safety, AI content, your content, liability, changes and contact. */
export const TERMS_CARE_SECTIONS: readonly LegalSection[] = [
  {
    id: 'food-safety',
    title: 'Food safety, allergies and nutrition',
    body: (
      <>
        <p>
          Recipes, shelf-life estimates, expiry reminders and nutrition figures in Larder are guidance, not
          guarantees. Food you have at home may differ from what Larder assumes.
        </p>
        <ul>
          <li>Always check labels, use-by dates and the food itself before you cook or eat it.</li>
          <li>
            If you or anyone you cook for has an allergy or intolerance, check every ingredient's label
            yourself. Allergy filters depend on what you tell Larder and on ingredient data that may be
            incomplete.
          </li>
          <li>Cook meat, poultry, fish and eggs thoroughly and store food safely.</li>
          <li>
            Calorie and protein targets are estimates, not medical advice. Ask a doctor or dietitian before
            changing your diet for a medical reason, in pregnancy or if you have had an eating disorder.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'ai-content',
    title: 'AI-generated content',
    body: (
      <p>
        Some recipes and plans are composed automatically, in part by AI. They can contain mistakes: wrong
        quantities, odd combinations or unclear steps. Larder checks them against the allergies you have told
        it and recalculates their nutrition, but it cannot catch everything. Use your judgement, and report
        anything that looks wrong.
      </p>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <p>
        What you add to Larder stays yours. You allow us to store and process it only to run Larder for you.
        If you share a collection, anyone with its link can see its preview until you stop sharing it.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes to Larder',
    body: (
      <p>
        We work to keep Larder running and your data safe, but the service may sometimes be interrupted, and
        features may change. If we ever close the service, we will tell you in advance and give you time to
        export your data.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <>
        <p>
          Larder is provided as it is, as far as the law allows. We are not responsible for losses we could
          not reasonably foresee, or for the results of cooking without following the food-safety guidance
          above. Where we are responsible, our total liability is limited to what you paid us in the 12 months
          before the claim.
        </p>
        <p>
          Nothing in these terms limits liability that the law does not allow us to limit, such as for death
          or personal injury caused by negligence, or for fraud, and nothing affects your statutory rights as
          a consumer.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        When we change these terms we update the date at the top. If a change matters, we tell you in the app
        or by email before it applies; if you do not agree, you can stop using Larder and cancel Pro.
      </p>
    ),
  },
  {
    id: 'credits',
    title: 'Credits',
    body: (
      <p>
        Dish illustrations are drawn from{' '}
        <a href="https://github.com/jdecked/twemoji" className="underline">
          Twemoji
        </a>{' '}
        graphics, copyright Twitter, Inc. and other contributors, licensed under{' '}
        <a href="https://creativecommons.org/licenses/by/4.0/" className="underline">
          CC BY 4.0
        </a>
        ; Larder rounds their coordinates and arranges them into pictures of each dish.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms or your subscription: write to <SupportEmailLink />. We usually answer
        within {SUPPORT_RESPONSE_TIME}.
      </p>
    ),
  },
];
