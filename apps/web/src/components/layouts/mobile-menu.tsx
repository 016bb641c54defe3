import { LayoutDashboard, LogOut, Moon, Shield } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useTheme } from '../../hooks/use-theme';
import { cn } from '../../lib/cn';
import { buttonVariants, focusRing } from '../ui/button';
import { LanguageSwitcher } from './language-switcher';
import type { NavItem } from './nav-items';
import { displayName, type SessionUser } from './session-user';
import { UserAvatar } from './user-avatar';

interface MobileMenuProps {
  id: string;
  user: SessionUser | null;
  items: NavItem[];
  onNavigate: () => void;
  onLogout: () => void;
}

const rowClass = cn(
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium transition-colors',
  focusRing,
);
const idleRowClass =
  'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

/** The small-screen panel: navigation, the Dark Mode switch, the languages and the account entries. */
export function MobileMenu({ id, user, items, onNavigate, onLogout }: MobileMenuProps) {
  const { t } = useTranslation();
  const { isDark, toggleTheme } = useTheme();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onNavigate();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onNavigate]);

  return (
    <div
      id={id}
      className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg md:hidden dark:border-slate-800 dark:bg-slate-950"
    >
      <nav aria-label={t('common.nav.mobile')} className="flex flex-col gap-1">
        {items.map((item) => (
          <NavLink
            key={item.href}
            to={item.href}
            end
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                rowClass,
                isActive
                  ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300'
                  : idleRowClass,
              )
            }
          >
            {t(item.label)}
          </NavLink>
        ))}
      </nav>

      <div className="my-3 h-px bg-slate-200 dark:bg-slate-800" />

      <button
        type="button"
        role="switch"
        aria-checked={isDark}
        onClick={toggleTheme}
        className={cn(rowClass, idleRowClass, 'justify-between')}
      >
        <span className="flex items-center gap-3">
          <Moon aria-hidden="true" className="size-5 text-slate-500 dark:text-slate-400" />
          {t('common.ui.darkMode')}
        </span>
        <span
          aria-hidden="true"
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
            isDark ? 'bg-indigo-600' : 'bg-slate-300 dark:bg-slate-700',
          )}
        >
          <span
            className={cn(
              'inline-block size-5 rounded-full bg-white shadow transition-transform',
              isDark ? 'translate-x-5.5' : 'translate-x-0.5',
            )}
          />
        </span>
      </button>

      <LanguageSwitcher variant="row" className="mt-1" />

      <div className="mt-1 flex flex-col gap-1">
        {user ? (
          <>
            <Link
              to={paths.dashboard.getHref()}
              onClick={onNavigate}
              className={cn(rowClass, idleRowClass)}
            >
              <UserAvatar photoUrl={user.photo_url} className="size-6" />
              <span className="truncate">{displayName(user)}</span>
              <LayoutDashboard aria-hidden="true" className="ml-auto size-4 text-slate-400" />
            </Link>
            {user.role === 'admin' && (
              <Link
                to={paths.admin.root.getHref()}
                onClick={onNavigate}
                className={cn(rowClass, idleRowClass)}
              >
                <Shield aria-hidden="true" className="size-5 text-slate-500 dark:text-slate-400" />
                {t('common.ui.adminPanel')}
              </Link>
            )}
            <button type="button" onClick={onLogout} className={cn(rowClass, idleRowClass)}>
              <LogOut aria-hidden="true" className="size-5 text-slate-500 dark:text-slate-400" />
              {t('common.account.logOut')}
            </button>
          </>
        ) : (
          <div className="mt-2 grid grid-cols-2 gap-3">
            <Link
              to={paths.login.getHref()}
              onClick={onNavigate}
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
            >
              {t('common.account.login')}
            </Link>
            <Link
              to={paths.register.getHref()}
              onClick={onNavigate}
              className={buttonVariants({ size: 'lg' })}
            >
              {t('common.account.signUp')}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
