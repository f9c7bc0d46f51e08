import { SUPPORT_RESPONSE_TIME } from '@larder/domain/constants';
import type { LegalSection } from './legal-document.tsx';
import { SupportEmailLink } from './support-email-link.tsx';

/** Privacy policy, part 2: cookies, notifications, measurement, AI, your rights and how to reach us. */
export const PRIVACY_CHOICE_SECTIONS: readonly LegalSection[] = [
  {
    id: 'cookies',
    title: 'Cookies and consent',
    body: (
      <>
        <p>
          Until you accept, Larder uses only what it needs to work: a sign-in cookie that keeps you signed in
          and the device settings listed above. On your first visit a short notice asks for your choice.
        </p>
        <ul>
          <li>If you dismiss it, nothing else is used.</li>
          <li>
            If you accept, we also count anonymous usage, such as how often a screen is opened or a recipe is
            cooked, and may measure advertising as described below.
          </li>
        </ul>
        <p>You can change your mind at any time in Settings, under Privacy.</p>
      </>
    ),
  },
  {
    id: 'push-notifications',
    title: 'Push notifications',
    body: (
      <>
        <p>
          Notifications are off until you turn them on and your device asks for permission. You choose which
          reminders you want (breakfast, lunch planning, dinner prep, weekly planning, and use-it-up alerts
          the evening before food goes off) and at what times.
        </p>
        <p>
          To send them at the right moment we store your device's push address, its time zone, which reminders
          you chose and their times (converted to UTC). A reminder names food from your pantry. It travels
          encrypted through your browser's or phone's push service, which cannot read it; if the operator
          chose OneSignal to send reminders, OneSignal receives the reminder's text to deliver it. Turn
          reminders off in Settings or in your device's settings and we stop sending them; signing out stops
          them on that device.
        </p>
      </>
    ),
  },
  {
    id: 'analytics-and-advertising',
    title: 'Analytics and advertising',
    body: (
      <>
        <p>
          Larder can tell Meta (Facebook's advertising service) about three events, so we can see which
          adverts work: creating an account, starting Pro and paying for Pro. It does so only when all of
          these hold:
        </p>
        <ul>
          <li>the operator of this Larder server has set it up;</li>
          <li>on the web and in the Android app, you accepted the cookie notice;</li>
          <li>in the iPhone app, you allowed tracking when Larder and then iOS asked.</li>
        </ul>
        <p>
          Such an event carries a scrambled (SHA-256 hashed) copy of your email, a random identifier kept on
          your device (also hashed), your browser or app type, Meta's own cookies if your browser already has
          them, and the event's value in euros. It never includes your pantry, recipes, diet or health
          details.
        </p>
        <p>
          Otherwise nothing leaves our server: we keep only the event's name, time, platform and value,
          nothing that identifies you, for Larder's own usage figures.
        </p>
        <p>We do not sell your personal data.</p>
      </>
    ),
  },
  {
    id: 'ai-recipes',
    title: 'AI-generated recipes',
    body: (
      <p>
        Recipes come from Larder's own kitchen engine. If the operator connects an AI model, the ingredients,
        goal, diet and allergies needed for a request are sent to it; your name and email are not.
      </p>
    ),
  },
  {
    id: 'keeping-and-deleting',
    title: 'How long we keep it, and your choices',
    body: (
      <>
        <p>
          We keep your data while you have an account. In Settings you can download a copy of everything
          linked to your account (data export) and delete your account. Deleting removes your account, pantry,
          recipes, plans, collections, support requests and the files you attached to bug reports straight
          away; copies in backups disappear as the backups are replaced.
        </p>
        <p>
          Deleting your account does not cancel a subscription bought through the App Store or Google Play:
          cancel it there too. You may also ask us to see, correct or delete your data, and you may complain
          to your data protection authority.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Larder is not meant for children under 13 (or the older age your country sets) and we do not knowingly
        collect their data. If you think a child has given us personal data, tell us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top. If a change matters, we tell you in the app
        or by email before it applies.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about your data, or a request to see or delete it: write to <SupportEmailLink />. We usually
        answer within {SUPPORT_RESPONSE_TIME}.
      </p>
    ),
  },
];
