import type { ReactNode } from 'react';
import { pageTitle, useHead } from '../../lib/page-head';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** Long-form static text: a readable measure and numbered sections. */
export function LegalLayout({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  useHead({ title: pageTitle(title) });
  // The terms are in English only (a translation of them needs its own review): said so for
  // screen readers on a Bangla page.
  return (
    <article lang="en" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h1>
      <div className="mt-4 text-base leading-7 text-slate-600 dark:text-slate-400">{intro}</div>
      <div className="mt-10 space-y-8">
        {sections.map((section, index) => (
          <section key={section.heading}>
            <h2 className="text-xl font-semibold text-slate-900 dark:text-white">
              {index + 1}. {section.heading}
            </h2>
            <div className="mt-3 space-y-3 text-base leading-7 text-slate-700 dark:text-slate-300">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}

export function EmailLink({ email }: { email: string }) {
  return (
    <a
      href={`mailto:${email}`}
      className="font-medium text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-400"
    >
      {email}
    </a>
  );
}
