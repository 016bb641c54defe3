import { Award } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useParams } from 'react-router';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { PageSpinner } from '../../components/ui/spinner';
import { useCertificate } from '../../features/learning/api/certificates';
import { CertificateView } from '../../features/learning/components/certificate-view';
import { pageTitle, useHead } from '../../lib/page-head';

export default function CertificateRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const certificate = useCertificate(id);
  useHead({
    title: pageTitle(
      certificate.data
        ? t('learning.certificate.pageTitle', { path: certificate.data.path_title })
        : t('learning.certificate.title'),
    ),
    noindex: true,
  });
  if (certificate.isPending) return <PageSpinner />;
  if (!certificate.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <PagePlaceholder icon={Award} title={t('learning.certificate.notFound')}>
          {null}
        </PagePlaceholder>
      </div>
    );
  }
  return <CertificateView certificate={certificate.data} url={location.href} />;
}
