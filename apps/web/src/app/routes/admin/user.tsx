import { ArrowLeft, UserX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { buttonVariants } from '../../../components/ui/button';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useUser } from '../../../features/admin/api/get-user';
import { UserDetailView } from '../../../features/admin/components/user-detail';

const backLink = (
  <Link to={paths.admin.root.getHref('users')} className={buttonVariants({ variant: 'outline' })}>
    <ArrowLeft aria-hidden="true" className="size-4" />
    Back to Users
  </Link>
);

export default function AdminUserRoute() {
  const { id = '' } = useParams();
  const user = useUser(Number(id));

  if (user.isPending) return <PageSpinner />;
  if (user.isError) {
    return (
      <ContentLayout eyebrow="Administration" title="User">
        <PagePlaceholder icon={UserX} title="User not found" actions={backLink}>
          No account has this id, or it could not be loaded.
        </PagePlaceholder>
      </ContentLayout>
    );
  }
  const { user: account } = user.data;
  return (
    <ContentLayout
      eyebrow={`User #${account.id}`}
      title={account.name?.trim() || account.email}
      description={account.email}
      actions={backLink}
    >
      <UserDetailView detail={user.data} />
    </ContentLayout>
  );
}
