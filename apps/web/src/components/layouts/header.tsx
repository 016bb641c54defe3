import { LogOut, Menu, Moon, Search, Shield, Sun, X } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useTheme } from '../../hooks/use-theme';
import { cn } from '../../lib/cn';
import { Button, buttonVariants, focusRing } from '../ui/button';
import { Skeleton } from '../ui/skeleton';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { navItems } from './nav-items';
import { displayName, type SessionUser } from './session-user';
import { UserAvatar } from './user-avatar';

export interface HeaderProps {
  user: SessionUser | null;
  /** The session is being restored: a placeholder stands where the account actions go. */
  sessionPending?: boolean;
  onLogout: () => void;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    focusRing,
    isActive
      ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300'
      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
  );

export function Header({ user, sessionPending = false, onLogout }: HeaderProps) {
  const { t } = useTranslation();
  const { isDark, toggleTheme } = useTheme();
  const themeLabel = t(isDark ? 'common.header.toLightMode' : 'common.header.toDarkMode');
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-slate-200/80 bg-white/85 backdrop-blur-md dark:border-slate-800 dark:bg-slate-950/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo onClick={closeMenu} />

        <nav aria-label={t('common.nav.main')} className="ml-6 hidden items-center gap-1 md:flex">
          {navItems(user).map((item) => (
            <NavLink key={item.href} to={item.href} end className={navLinkClass}>
              {t(item.label)}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-1.5">
          <Link
            to={paths.search.getHref()}
            aria-label={t('common.nav.search')}
            title={t('common.nav.search')}
            onClick={closeMenu}
            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
          >
            <Search aria-hidden="true" className="size-5" />
          </Link>
          {/* Small screens get the Dark Mode switch in the menu instead. */}
          <div className="hidden md:block">
            <Button
              variant="ghost"
              size="icon"
              onClick={toggleTheme}
              aria-label={themeLabel}
              title={themeLabel}
            >
              {/* Both icons, chosen by the theme class: a server-rendered page shows the right one. */}
              <Sun aria-hidden="true" className="hidden size-5 dark:block" />
              <Moon aria-hidden="true" className="size-5 dark:hidden" />
            </Button>
          </div>
          {/* Small screens get it in the menu too. */}
          <LanguageSwitcher variant="button" className="hidden md:flex" />

          <div className="hidden items-center gap-2 md:flex">
            <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-200 dark:bg-slate-800" />
            {user ? (
              <SignedInActions user={user} onLogout={onLogout} />
            ) : sessionPending ? (
              <Skeleton className="h-9 w-36 rounded-full" />
            ) : (
              <SignedOutActions />
            )}
          </div>

          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={t(menuOpen ? 'common.header.closeMenu' : 'common.header.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
          </Button>
        </div>
      </div>

      {menuOpen && (
        <MobileMenu
          id="mobile-menu"
          user={user}
          items={navItems(user)}
          onNavigate={closeMenu}
          onLogout={() => {
            closeMenu();
            onLogout();
          }}
        />
      )}
    </header>
  );
}

function SignedInActions({ user, onLogout }: HeaderProps & { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <>
      <Link
        to={paths.dashboard.getHref()}
        title={t('common.account.dashboard')}
        className={cn(
          'flex max-w-48 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
          focusRing,
        )}
      >
        <UserAvatar photoUrl={user.photo_url} />
        <span className="truncate">{displayName(user)}</span>
      </Link>
      {user.role === 'admin' && (
        <Link
          to={paths.admin.root.getHref()}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Shield aria-hidden="true" className="size-4" />
          {t('common.account.admin')}
        </Link>
      )}
      <Button
        variant="ghost"
        size="icon"
        onClick={onLogout}
        aria-label={t('common.account.logOut')}
        title={t('common.account.logOut')}
      >
        <LogOut aria-hidden="true" className="size-5" />
      </Button>
    </>
  );
}

function SignedOutActions() {
  const { t } = useTranslation();
  return (
    <>
      <Link to={paths.login.getHref()} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        {t('common.account.login')}
      </Link>
      <Link to={paths.register.getHref()} className={buttonVariants({ size: 'sm' })}>
        {t('common.account.signUp')}
      </Link>
    </>
  );
}
