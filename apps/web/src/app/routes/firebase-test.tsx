import { FlaskConical } from 'lucide-react';
import { ContentLayout } from '../../components/layouts/content-layout';
import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function FirebaseTestRoute() {
  return (
    <ContentLayout
      eyebrow="Diagnostics"
      title="Authentication diagnostics"
      description="Checks of the identity-provider setup and a Google sign-in test."
    >
      <PagePlaceholder icon={FlaskConical} title="Diagnostics are not wired yet">
        The identity-provider checks run here once Firebase sign-in is connected.
      </PagePlaceholder>
    </ContentLayout>
  );
}
