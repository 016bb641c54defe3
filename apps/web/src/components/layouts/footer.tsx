import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { site, SOCIAL_LINKS } from '../../config/site';
import { cn } from '../../lib/cn';
import { BrandIcon } from '../ui/brand-icons';
import { focusRing } from '../ui/button';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

/* Read once: a page left open over New Year's Eve showing last year is acceptable. */
const CURRENT_YEAR = new Date().getFullYear();

const QUICK_LINKS = [
  { label: 'common.nav.home', href: paths.home.getHref() },
  { label: 'common.nav.allBlogs', href: paths.blogs.getHref() },
  { label: 'common.nav.subscribe', href: paths.subscribe.getHref() },
  { label: 'common.nav.contact', href: paths.contact.getHref() },
] as const;

const linkClass = cn(
  'rounded text-sm text-slate-600 transition-colors hover:text-indigo-600 dark:text-slate-400 dark:hover:text-indigo-300',
  focusRing,
);

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** `stats` is the slot for the visitor-statistics widget. */
export function Footer({ stats }: { stats?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <footer className="mt-auto border-t print:hidden border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          <div className="lg:col-span-2">
            <Logo />
            <p className="mt-4 max-w-sm text-sm leading-6 text-slate-600 dark:text-slate-400">
              {t('common.footer.about', { site: site.name })} {site.slogan}
            </p>
            <ul className="mt-6 flex gap-2" aria-label={t('common.footer.socialLinks')}>
              {SOCIAL_LINKS.map((social) => (
                <li key={social.network}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={social.name}
                    title={social.name}
                    className={cn(
                      'flex size-9 items-center justify-center rounded-lg border border-slate-200 bg-white text-slate-500 transition-colors hover:border-indigo-300 hover:text-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400 dark:hover:border-indigo-500/50 dark:hover:text-indigo-300',
                      focusRing,
                    )}
                  >
                    <BrandIcon brand={social.network} className="size-4" />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <nav aria-labelledby="footer-quick-links">
            <h2
              id="footer-quick-links"
              className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white"
            >
              {t('common.footer.quickLinks')}
            </h2>
            <ul className="mt-4 space-y-3">
              {QUICK_LINKS.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className={linkClass}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div>
            <h2 className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white">
              {t('common.nav.contact')}
            </h2>
            <address className="mt-4 space-y-3 not-italic">
              <a href={`mailto:${site.email}`} className={cn(linkClass, 'flex items-center gap-2')}>
                <Mail aria-hidden="true" className="size-4 shrink-0 text-indigo-500" />
                {site.email}
              </a>
              <a href={telHref(site.phone)} className={cn(linkClass, 'flex items-center gap-2')}>
                <Phone aria-hidden="true" className="size-4 shrink-0 text-indigo-500" />
                {site.phone}
              </a>
              <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-indigo-500" />
                {site.city}
              </p>
            </address>
          </div>
        </div>

        {stats && <div className="mt-10">{stats}</div>}

        <div className="mt-10 flex flex-col gap-4 border-t border-slate-200 pt-6 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:text-slate-400">
          <p>{t('common.footer.copyright', { year: CURRENT_YEAR, site: site.name })}</p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <LanguageSwitcher />
            <Link to={paths.offline.getHref()} className={linkClass}>
              {t('common.footer.offlineReading')}
            </Link>
            <Link to={paths.privacy.getHref()} className={linkClass}>
              {t('common.footer.privacy')}
            </Link>
            <Link to={paths.terms.getHref()} className={linkClass}>
              {t('common.footer.terms')}
            </Link>
          </div>
        </div>
      </div>
    </footer>
  );
}
