import { ContentLayout } from '../../components/layouts/content-layout';
import { AuthDiagnostics } from '../../features/auth/diagnostics/auth-diagnostics';

export default function FirebaseTestRoute() {
  return (
    <ContentLayout
      eyebrow="Diagnostics"
      title="Authentication diagnostics"
      description="Checks of the identity-provider setup and a Google sign-in test."
    >
      <AuthDiagnostics />
    </ContentLayout>
  );
}
