import { LayoutDashboard, PlusCircle } from 'lucide-react';
import { Link } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { buttonVariants } from '../../../components/ui/button';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { paths } from '../../../config/paths';

export default function AdminDashboardRoute() {
  return (
    <ContentLayout
      eyebrow="Administration"
      title="Admin Dashboard"
      description="Users, transactions, blogs and mindmaps in one place."
      actions={
        <Link to={paths.createBlog.getHref()} className={buttonVariants()}>
          <PlusCircle aria-hidden="true" className="size-4" />
          Create Blog
        </Link>
      }
    >
      <PagePlaceholder icon={LayoutDashboard} title="Statistics and management tools">
        Stat cards and the transactions, users and blogs tabs arrive in the next release.
      </PagePlaceholder>
    </ContentLayout>
  );
}
