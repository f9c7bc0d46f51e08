import { FREE_RECIPES_AFTER_SIGN_UP_COPY } from '@larder/domain/constants';
import { Link } from 'react-router';
import type { LegalSection } from './legal-document.tsx';

/** Terms, part 1: the service, accounts, what is free and what Pro costs, and fair use. */
export const TERMS_SERVICE_SECTIONS: readonly LegalSection[] = [
  {
    id: 'the-service',
    title: 'The service',
    body: (
      <>
        <p>
          Larder helps you cook from what is in your fridge: it suggests recipes, plans meals toward a goal,
          writes a shopping list of what is missing and guides you while you cook. These terms apply to the
          Larder service at this address and its apps, run by its operator (“we”).
        </p>
        <p>
          By using Larder you agree to these terms. A self-hosted copy of Larder is run by whoever hosts it,
          who may set terms of their own.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>You can use Larder without an account; some features, such as collections, need one.</li>
        <li>Give a real email address you can receive mail at, and keep your password to yourself.</li>
        <li>An account is for one person. You are responsible for what happens in it.</li>
        <li>
          We may suspend an account that breaks these terms. Where we can, we tell you why first and give you
          the chance to export your data.
        </li>
      </ul>
    ),
  },
  {
    id: 'free-allowance',
    title: 'Free use and the daily allowance',
    body: (
      <p>
        Larder is free to use. The first recipe is free, and you get {FREE_RECIPES_AFTER_SIGN_UP_COPY} more
        recipes today after sign-up. After that, free accounts have a daily recipe allowance that renews every
        day. Your fridge, plans, shopping list and hands-free cooking are not limited by it. We may change the
        allowance; we will say so in the app first.
      </p>
    ),
  },
  {
    id: 'pro-subscription',
    title: 'Larder Pro',
    body: (
      <>
        <p>
          Larder Pro removes the daily limit and, where the server has an AI model, adds recipes from the AI
          chef. It is sold monthly or yearly at the prices on the <Link to="/pricing">pricing page</Link>,
          which you see before you pay.
        </p>
        <h3>Payment and renewal</h3>
        <p>
          On the web you pay through our card payment provider; in the iPhone and Android apps you pay through
          your app store. Pro renews automatically at the end of each month or year until you cancel. If the
          price changes, we tell you before your next renewal, and you can cancel before it applies.
        </p>
        <h3>Cancelling</h3>
        <p>
          Cancel at any time: on the web in Settings; in the apps, in your App Store or Google Play
          subscriptions. Pro stays on until the end of the period you have paid for and then does not renew.
          Payments already made are not refunded for the rest of a period, except where the law or your app
          store's rules say otherwise. When Pro ends, nothing is deleted: you return to the free allowance.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Please use Larder as a kitchen companion, fairly. Do not:</p>
        <ul>
          <li>break the law or infringe anyone's rights with it;</li>
          <li>try to reach other people's accounts or data, or get around the allowance or security;</li>
          <li>overload the service, scrape it or automate it in ways an ordinary cook would not;</li>
          <li>share collections or report content in order to harass, mislead or spread harmful material.</li>
        </ul>
      </>
    ),
  },
];
