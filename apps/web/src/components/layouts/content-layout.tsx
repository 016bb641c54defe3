import type { ReactNode } from 'react';
import { pageTitle, useHead, type PageHead } from '../../lib/page-head';

interface ContentLayoutProps {
  title: string;
  /** The document's title when it says more than the heading (a category's list). */
  documentTitle?: string;
  /** A feed of this page's articles, announced in the document head. */
  feed?: PageHead['feed'];
  description?: ReactNode;
  eyebrow?: string;
  actions?: ReactNode;
  children?: ReactNode;
}

/** A page's heading block and width; every route module starts from it. */
export function ContentLayout({
  title,
  documentTitle,
  feed,
  description,
  eyebrow,
  actions,
  children,
}: ContentLayoutProps) {
  useHead({
    title: pageTitle(documentTitle ?? title),
    description: typeof description === 'string' ? description : undefined,
    feed,
  });
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          {eyebrow && (
            <p className="text-sm font-semibold text-indigo-600 dark:text-indigo-400">{eyebrow}</p>
          )}
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {title}
          </h1>
          {description && (
            <p className="mt-3 max-w-2xl text-base text-slate-600 dark:text-slate-400">
              {description}
            </p>
          )}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-3">{actions}</div>}
      </div>
      {children && <div className="mt-10">{children}</div>}
    </div>
  );
}
