import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ContentLayout } from '../../components/layouts/content-layout';
import { site } from '../../config/site';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { ContactForm } from '../../features/contact/components/contact-form';

export default function ContactRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const entries = [
    { icon: Mail, label: t('contact.page.email'), value: site.email, href: `mailto:${site.email}` },
    {
      icon: Phone,
      label: t('contact.page.phone'),
      value: site.phone,
      href: `tel:${site.phone.replace(/[^\d+]/g, '')}`,
    },
    { icon: MapPin, label: t('contact.page.location'), value: site.city, href: null },
  ];
  return (
    <ContentLayout title={t('contact.page.title')} description={t('contact.page.description')}>
      <ul className="grid gap-6 sm:grid-cols-3">
        {entries.map(({ icon: Icon, label, value, href }) => (
          <li
            key={label}
            className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <Icon aria-hidden="true" className="size-6 text-indigo-600 dark:text-indigo-400" />
            <p className="mt-4 text-sm font-medium text-slate-500 dark:text-slate-400">{label}</p>
            {href ? (
              <a
                href={href}
                className="mt-1 block font-semibold text-slate-900 hover:text-indigo-600 dark:text-white dark:hover:text-indigo-300"
              >
                {value}
              </a>
            ) : (
              <p className="mt-1 font-semibold text-slate-900 dark:text-white">{value}</p>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-10">
        <ContactForm sender={user} />
      </div>
    </ContentLayout>
  );
}
