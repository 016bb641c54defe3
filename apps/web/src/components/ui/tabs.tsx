import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { tabForKey } from '../../lib/tabs';
import { focusRing } from './button';

interface TabsProps<T extends string> {
  tabs: readonly T[];
  labels: Record<T, string>;
  /** Names the tab list for assistive technology, e.g. 'Dashboard sections'. */
  label: string;
  /** Prefix of the tab and panel ids, unique on the page. */
  idPrefix: string;
  selected: T;
  onSelect: (tab: T) => void;
  /** The selected tab's content. */
  children: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrows and Home/End move and select,
 * and the page's URL (`?tab=`) is the state. On a phone the row scrolls sideways
 * and keeps the selected tab in sight.
 */
export function Tabs<T extends string>({
  tabs: names,
  labels,
  label,
  idPrefix,
  selected,
  onSelect,
  children,
}: TabsProps<T>) {
  const tabId = (tab: T) => `${idPrefix}-tab-${tab}`;
  const panelId = (tab: T) => `${idPrefix}-panel-${tab}`;
  const tabs = useRef(new Map<T, HTMLButtonElement>());
  const scroller = useRef<HTMLDivElement>(null);

  // On a phone the row scrolls sideways: keep the selected tab (say from ?tab=) in sight.
  useEffect(() => {
    const tab = tabs.current.get(selected)?.getBoundingClientRect();
    const box = scroller.current;
    if (!tab || !box) return;
    const view = box.getBoundingClientRect();
    if (tab.left < view.left) box.scrollLeft -= view.left - tab.left + 16;
    else if (tab.right > view.right) box.scrollLeft += tab.right - view.right + 16;
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabForKey(names, selected, event.key);
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <div>
      <div ref={scroller} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs inside take the focus (roving tabindex); the list only hears their arrow keys */}
        <div
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          className="flex min-w-max border-b border-slate-200 sm:gap-1 dark:border-slate-800"
        >
          {names.map((tab) => {
            const active = tab === selected;
            return (
              <button
                key={tab}
                ref={(node) => {
                  if (node) tabs.current.set(tab, node);
                  else tabs.current.delete(tab);
                }}
                type="button"
                role="tab"
                id={tabId(tab)}
                aria-selected={active}
                aria-controls={active ? panelId(tab) : undefined}
                tabIndex={active ? 0 : -1}
                onClick={() => onSelect(tab)}
                className={cn(
                  '-mb-px rounded-t-lg border-b-2 px-3 py-2.5 text-[13px] font-medium whitespace-nowrap transition-colors sm:px-4 sm:text-sm',
                  focusRing,
                  active
                    ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-white',
                )}
              >
                {labels[tab]}
              </button>
            );
          })}
        </div>
      </div>
      <div
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        className="mt-8 rounded-lg focus-visible:outline-none"
      >
        {children}
      </div>
    </div>
  );
}
