import { Award } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { serverMessageOr } from '../../../lib/api-error-message';
import { toast } from '../../../lib/toast';
import { useClaimCertificate } from '../api/certificates';

/**
 * On a path every step of which the reader has read: their certificate, issued by the server
 * once it agrees (the questions of each step answered too), or its reason why not.
 */
export function CertificateButton({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const claim = useClaimCertificate(slug);
  const navigate = useNavigate();
  const onClick = () =>
    claim.mutate(undefined, {
      onSuccess: (certificate) => void navigate(paths.certificate.getHref(certificate.id)),
      onError: (error) =>
        toast.error(serverMessageOr(error, t('learning.certificate.notComplete'))),
    });
  return (
    <Button variant="outline" size="lg" onClick={onClick} pending={claim.isPending}>
      <Award aria-hidden="true" className="size-4" />
      {t('learning.certificate.get')}
    </Button>
  );
}
