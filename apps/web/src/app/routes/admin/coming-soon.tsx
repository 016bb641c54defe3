import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import { Shield } from 'lucide-react';
import { Link } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { buttonVariants } from '../../../components/ui/button';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { paths } from '../../../config/paths';

export default function AdminComingSoonRoute() {
  return (
    <ContentLayout eyebrow="Administration" title="Admin Panel">
      <PagePlaceholder
        icon={Shield}
        title={UI_TEXT.adminComingSoon}
        actions={
          <Link to={paths.admin.root.getHref()} className={buttonVariants({ variant: 'outline' })}>
            Back to the admin dashboard
          </Link>
        }
      >
        This section is under construction.
      </PagePlaceholder>
    </ContentLayout>
  );
}
