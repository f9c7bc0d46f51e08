import { FREE_RECIPES_AFTER_SIGN_UP_COPY } from '@larder/domain/constants';
import { ChevronDown } from 'lucide-react';

const QUESTIONS: readonly { question: string; answer: string }[] = [
  {
    question: 'What do I get for free?',
    answer: `The first recipe is free, and you get ${FREE_RECIPES_AFTER_SIGN_UP_COPY} more recipes today after sign-up, then a daily allowance. Your fridge, weekly plans, shopping list and hands-free cooking stay free.`,
  },
  {
    question: 'How do I cancel Pro?',
    answer:
      'Any time, from your profile: Manage subscription (or from your app store on iPhone and Android). Pro stays on until the end of the month or year you paid for and then does not renew.',
  },
  {
    question: 'What happens to my recipes if I stop Pro?',
    answer:
      'Nothing is deleted. Your fridge, saved recipes and plans stay yours; you go back to the daily recipe allowance.',
  },
];

export function PricingFaq() {
  return (
    <section aria-labelledby="faq-title" className="mt-14">
      <h2 id="faq-title" className="font-bold text-2xl">
        Questions
      </h2>
      <div className="mt-4 divide-y divide-line rounded-3xl border border-line bg-raised">
        {QUESTIONS.map(({ question, answer }) => (
          <details key={question} className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 font-semibold text-lg lg:px-6 [&::-webkit-details-marker]:hidden">
              {question}
              <ChevronDown className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-5 pb-5 text-muted lg:px-6">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
