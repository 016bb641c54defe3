import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  footer: ReactNode;
  children: ReactNode;
}

/** The centred card of the sign-in and sign-up pages. */
export function AuthLayout({ title, subtitle, footer, children }: AuthLayoutProps) {
  return (
    <div className="relative isolate overflow-hidden px-4 py-12 sm:py-16">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-linear-to-b from-indigo-50 to-transparent dark:from-indigo-500/10"
      />
      <div className="mx-auto w-full max-w-md">
        <div className="text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            {title}
          </h1>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>
        </div>
        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/20">
          {children}
        </div>
        <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">{footer}</div>
      </div>
    </div>
  );
}

/** The line under the card: a question and the page that answers it. */
export function AuthFooterLink({
  prompt,
  to,
  children,
}: {
  prompt: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <>
      {prompt}{' '}
      <Link
        to={to}
        className="font-semibold text-indigo-600 hover:text-indigo-500 dark:text-indigo-400"
      >
        {children}
      </Link>
    </>
  );
}
