import {
  LANGUAGE_NAMES,
  LANGUAGE_SWITCH_PATH,
  LANGUAGES,
  type Language,
} from '@codegrow/shared/i18n/languages';
import { Languages } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { useLanguage } from '../../lib/i18n/use-language';
import { cn } from '../../lib/cn';
import { buttonVariants, focusRing } from '../ui/button';

/**
 * Where the switcher stands: `inline` in the footer's row of links (a navigation landmark of
 * its own), `button` among the header's icon buttons (the icon alone on medium screens, the
 * language's name beside it from large ones), `row` as an entry of the small-screen menu.
 * Only the footer's is a landmark: two landmarks of one name on a page confuse a screen reader.
 */
export type LanguageSwitcherVariant = 'inline' | 'button' | 'row';

const LINK_CLASS: Record<LanguageSwitcherVariant, string> = {
  inline:
    'rounded underline-offset-4 hover:text-indigo-600 hover:underline dark:hover:text-indigo-300',
  button: buttonVariants({ variant: 'ghost', size: 'icon', className: 'lg:w-auto lg:px-3' }),
  row: cn(
    'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 transition-colors hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
    focusRing,
  ),
};

const ICON_CLASS: Record<Exclude<LanguageSwitcherVariant, 'inline'>, string> = {
  button: 'size-5 lg:size-4',
  row: 'size-5 text-slate-500 dark:text-slate-400',
};

/**
 * Links to this page in the other languages, each named in its own language, in a font of those
 * names' letters alone (`font-language-name`): the Bengali text font is for Bangla pages. Plain
 * links to the server, which keeps the choice and answers with the page in that language: a
 * whole page load, as the texts and the addresses change with it, and it works before the app
 * has loaded.
 */
export function LanguageSwitcher({
  className,
  variant = 'inline',
}: {
  className?: string;
  variant?: LanguageSwitcherVariant;
}) {
  const { t } = useTranslation();
  const current = useLanguage();
  // Below the language's base: the page's own path, the same in every language.
  const { pathname, search, hash } = useLocation();
  const to = `${pathname}${search}${hash}`;
  const others = LANGUAGES.filter((language) => language !== current);
  const href = (language: Language) =>
    `${LANGUAGE_SWITCH_PATH}/${language}?${new URLSearchParams({ to }).toString()}`;

  if (variant === 'inline') {
    return (
      <nav
        aria-label={t('common.language.label')}
        className={cn('flex items-center gap-2', className)}
      >
        <Languages aria-hidden="true" className="size-4 shrink-0" />
        {others.map((language: Language) => (
          <a
            key={language}
            href={href(language)}
            hrefLang={language}
            lang={language}
            className={cn(LINK_CLASS.inline, 'font-language-name')}
          >
            {LANGUAGE_NAMES[language]}
          </a>
        ))}
      </nav>
    );
  }

  return (
    <div className={cn('flex items-center gap-1', className)}>
      {others.map((language: Language) => (
        <a
          key={language}
          href={href(language)}
          hrefLang={language}
          title={
            variant === 'button'
              ? `${t('common.language.label')}: ${LANGUAGE_NAMES[language]}`
              : undefined
          }
          className={LINK_CLASS[variant]}
        >
          <Languages aria-hidden="true" className={cn('shrink-0', ICON_CLASS[variant])} />
          {/* The name in its own language; the title is in the page's. */}
          <span
            lang={language}
            className={cn('font-language-name', variant === 'button' && 'sr-only lg:not-sr-only')}
          >
            {LANGUAGE_NAMES[language]}
          </span>
        </a>
      ))}
    </div>
  );
}
