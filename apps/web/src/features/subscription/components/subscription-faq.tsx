import { ChevronDown } from 'lucide-react';
import { site } from '../../../config/site';
import { cn } from '../../../lib/cn';
import { focusRing } from '../../../components/ui/button';

const FAQ = [
  {
    question: 'How long does verification take?',
    answer:
      'We check every transaction by hand and activate your lifetime access within 24 hours. You get an e-mail as soon as it is done.',
  },
  {
    question: 'Where do I find the transaction ID?',
    answer:
      'Your mobile-money app shows it on the payment confirmation screen and sends it in the confirmation SMS. It is a code of letters and digits, such as 8N7A6B5C4D.',
  },
  {
    question: 'Is it really a one-time payment?',
    answer:
      'Yes. You pay once and keep premium access forever, including every article published later. There are no monthly charges.',
  },
  {
    question: 'What if my payment is not approved?',
    answer: `Check the ID under Transactions in your dashboard. If it was rejected by mistake, write to ${site.email} with the ID and we will sort it out.`,
  },
] as const;

/** Four common questions, each a native disclosure (keyboard and screen-reader ready). */
export function SubscriptionFaq() {
  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Frequently asked questions
      </h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {FAQ.map(({ question, answer }) => (
          <details key={question} className="group">
            <summary
              className={cn(
                'flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-sm font-medium text-slate-900 hover:text-indigo-700 dark:text-white dark:hover:text-indigo-300 [&::-webkit-details-marker]:hidden',
                focusRing,
              )}
            >
              {question}
              <ChevronDown
                aria-hidden="true"
                className="size-4 shrink-0 text-slate-400 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-4 text-sm leading-6 text-slate-600 dark:text-slate-400">
              {answer}
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}
