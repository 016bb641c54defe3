import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ScrollProgress } from '../ui/scroll-progress';
import { Footer } from './footer';
import { Header } from './header';
import type { SessionUser } from './session-user';

interface MainLayoutProps {
  user: SessionUser | null;
  sessionPending?: boolean;
  onLogout: () => void;
  footerStats?: ReactNode;
  children: ReactNode;
}

export function MainLayout({
  user,
  sessionPending,
  onLogout,
  footerStats,
  children,
}: MainLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-indigo-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('common.header.skipToContent')}
      </a>
      <ScrollProgress />
      <Header user={user} sessionPending={sessionPending} onLogout={onLogout} />
      <main id="main-content" className="flex-1">
        {children}
      </main>
      <Footer stats={footerStats} />
    </div>
  );
}
