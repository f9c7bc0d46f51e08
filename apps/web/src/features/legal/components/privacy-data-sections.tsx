import type { LegalSection } from './legal-document.tsx';

/** Privacy policy, part 1: who is responsible, what is stored, on the device and on the server. */
export const PRIVACY_DATA_SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-runs-larder',
    title: 'Who runs this service',
    body: (
      <>
        <p>
          Larder is a cooking app that helps you cook from what is already in your fridge, plan the week, shop
          only for what is missing and waste less food. This policy covers the Larder service at this address
          and its iPhone and Android apps. “We” means the people who run this service, its operator.
        </p>
        <p>
          Larder can also be self-hosted. If you use a copy of Larder that someone else runs, such as a
          friend, your workplace or a community group, they are the operator of that copy: they decide how it
          is run and they are responsible for your data there.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-store',
    title: 'What we store and why',
    body: (
      <>
        <p>We keep only what Larder needs to work for you, and we use it only for that.</p>
        <h3>Your account</h3>
        <p>
          If you create an account: your email address, your password (stored only as a one-way hash that
          nobody can read back), how you sign in (email, Google or Apple) and when the account was created. We
          use them to sign you in, confirm your email, reset your password and answer you. You can also use
          Larder without an account; what you add is then kept under a random identifier with no email
          attached.
        </p>
        <h3>Your kitchen</h3>
        <ul>
          <li>
            Pantry items: what they are, how much, where they are kept, expiry dates and whether they are
            open.
          </li>
          <li>Recipes you make, save or cook, your collections, meal plans and shopping lists.</li>
          <li>
            Your goal, diet and allergies, and, only if you enter them for the calorie calculator, your age,
            height, weight and activity level. We use these to suggest suitable recipes and targets and for
            nothing else.
          </li>
        </ul>
        <h3>Your subscription</h3>
        <p>
          If you buy Larder Pro: your plan, its status and its renewal and expiry dates. Card details go to
          the payment provider or your app store and never reach us.
        </p>
        <h3>Support requests and bug reports</h3>
        <p>
          What you write to us, your email so we can answer, any screenshots you attach, and basic device
          information (platform, browser, language and screen size) so we can reproduce a problem.
        </p>
        <h3>Error reports</h3>
        <p>
          When something breaks, the app sends a technical report: the error, the screen it happened on, the
          app version and the browser. Error reports contain no personal data: no email, no pantry, no
          recipes.
        </p>
      </>
    ),
  },
  {
    id: 'on-your-device',
    title: 'Settings kept on your device',
    body: (
      <>
        <p>
          Some things never leave your device. Larder keeps them in your browser's local storage (or the app's
          own storage) so it remembers your choices:
        </p>
        <ul>
          <li>whether you have finished the introduction and seen the Pro offer;</li>
          <li>whether you have answered the cookie notice, the install prompt and the app-store banner;</li>
          <li>your notification preferences and reminder times;</li>
          <li>a recipe you were opening when you were asked to sign in;</li>
          <li>a short wait after you ask for a password reset email;</li>
          <li>on iPhone, your answer to the tracking-permission question.</li>
        </ul>
        <p>Clearing your browser's data for this site, or removing the app, deletes them.</p>
      </>
    ),
  },
  {
    id: 'where-it-is-stored',
    title: 'Where your data is kept',
    body: (
      <>
        <p>
          Your account and kitchen data live in the PostgreSQL database of the server that runs this Larder
          service, which the operator controls, together with its backups. Screenshots attached to bug reports
          are kept in the server's file storage. A self-hosted copy of Larder keeps its data wherever its host
          runs it.
        </p>
        <p>
          The operator may connect services that Larder needs to send email, take payments, deliver push
          notifications or generate recipes with AI. Each receives only what its job needs, as described below
          and under <a href="#ai-recipes">AI-generated recipes</a>.
        </p>
      </>
    ),
  },
];
