import type { Certificate } from '@codegrow/shared/schemas/certificate';
import { Award, Copy, Printer } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button, buttonVariants } from '../../../components/ui/button';
import { copyText } from '../../../lib/copy-text';
import { useFormats } from '../../../lib/i18n/use-formats';
import { readDate } from '@codegrow/shared/format/formats';
import { toast } from '../../../lib/toast';
import { site } from '../../../config/site';

/** LinkedIn's 'Add licence or certification' form, filled in (its documented parameters). */
function linkedInHref(certificate: Certificate, url: string): string {
  const issued = readDate(certificate.issued_at) ?? new Date();
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.path_title,
    organizationName: site.name,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: url,
    certId: certificate.id,
  });
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}

function Field({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    if (await copyText(value)) toast.success(t('learning.certificate.copied', { field: label }));
  };
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="flex min-w-0 items-center gap-2 font-medium text-slate-900 dark:text-white">
        <span className="truncate">{value}</span>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => void copy()}
          aria-label={t('learning.certificate.copyField', { field: label })}
          className="print:hidden"
        >
          <Copy aria-hidden="true" className="size-4" />
        </Button>
      </dd>
    </div>
  );
}

/**
 * Paper is white: printed in the dark theme, the certificate's light text would not show (the
 * browser leaves backgrounds out), so it prints in the light one and the page returns after.
 */
function usePrintsLight() {
  useEffect(() => {
    const root = document.documentElement;
    let wasDark = false;
    const before = () => {
      wasDark = root.classList.contains('dark');
      root.classList.remove('dark');
    };
    const after = () => {
      if (wasDark) root.classList.add('dark');
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
}

/** A certificate page: printable, with its fields to copy and a way onto LinkedIn. */
export function CertificateView({ certificate, url }: { certificate: Certificate; url: string }) {
  const { t } = useTranslation();
  const { formatLongDay } = useFormats();
  usePrintsLight();
  const date = formatLongDay(certificate.issued_at);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <article className="rounded-3xl border-4 border-double border-indigo-300 bg-white p-8 text-center shadow-sm sm:p-12 dark:border-indigo-400/40 dark:bg-slate-900 print:border-slate-400 print:shadow-none">
        <Award aria-hidden="true" className="mx-auto size-14 text-indigo-500" />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {t('learning.certificate.title')}
        </h1>
        <p className="mt-6 text-slate-600 dark:text-slate-400">
          {t('learning.certificate.awardedTo')}
        </p>
        <p className="mt-2 text-2xl font-bold text-slate-900 dark:text-white">{certificate.name}</p>
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          {t('learning.certificate.completed')}
        </p>
        <p className="mt-2 text-xl font-semibold text-indigo-700 dark:text-indigo-300">
          {certificate.path_title}
        </p>
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          {t('learning.certificate.onDate', { date })}
        </p>
        <p className="mt-8 text-sm font-semibold tracking-widest text-slate-500 uppercase dark:text-slate-400">
          {site.name}
        </p>
      </article>
      <dl className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 px-5 dark:divide-slate-800 dark:border-slate-800">
        <Field label={t('learning.certificate.id')} value={certificate.id} />
        <Field label={t('learning.certificate.name')} value={certificate.name} />
        <Field label={t('learning.certificate.path')} value={certificate.path_title} />
        <Field label={t('learning.certificate.date')} value={date} />
      </dl>
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t('learning.certificate.print')}
        </Button>
        <a
          href={linkedInHref(certificate, url)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants()}
        >
          {t('learning.certificate.linkedIn')}
        </a>
      </div>
    </div>
  );
}
