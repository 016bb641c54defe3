import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { DASHBOARD_TABS, TAB_LABELS, tabForKey, type DashboardTab } from '../model/dashboard-tabs';

interface DashboardTabsProps {
  selected: DashboardTab;
  onSelect: (tab: DashboardTab) => void;
  /** The selected tab's content. */
  children: ReactNode;
}

const tabId = (tab: DashboardTab) => `dashboard-tab-${tab}`;
const panelId = (tab: DashboardTab) => `dashboard-panel-${tab}`;

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home/End) move and
 * select, and the page's URL (`?tab=`) is the state.
 */
export function DashboardTabs({ selected, onSelect, children }: DashboardTabsProps) {
  const tabs = useRef(new Map<DashboardTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabForKey(selected, event.key);
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <div>
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <div
          role="tablist"
          aria-label="Dashboard sections"
          onKeyDown={onKeyDown}
          className="flex min-w-max border-b border-slate-200 sm:gap-1 dark:border-slate-800"
        >
          {DASHBOARD_TABS.map((tab) => {
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
                  '-mb-px rounded-t-lg border-b-2 px-2 py-2.5 text-[13px] font-medium whitespace-nowrap transition-colors sm:px-4 sm:text-sm',
                  focusRing,
                  active
                    ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-white',
                )}
              >
                {TAB_LABELS[tab]}
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
