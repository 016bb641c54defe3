import type { ComponentType, ReactNode } from 'react';

interface PagePlaceholderProps {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** A friendly panel for a section whose content arrives in a later release. */
export function PagePlaceholder({ icon: Icon, title, children, actions }: PagePlaceholderProps) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900/40">
      <div className="mx-auto flex size-12 items-center justify-center rounded-xl bg-indigo-100 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
        <Icon aria-hidden="true" className="size-6" />
      </div>
      <h2 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      <div className="mx-auto mt-2 max-w-md text-sm text-slate-600 dark:text-slate-400">
        {children}
      </div>
      {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
