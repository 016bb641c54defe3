import { BookOpen } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { buttonVariants } from '../../components/ui/button';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { paths } from '../../config/paths';

export default function BlogRoute() {
  const { id = '' } = useParams();
  return (
    <ContentLayout eyebrow={`Article #${id}`} title="Blog">
      <PagePlaceholder
        icon={BookOpen}
        title="Reading view coming soon"
        actions={
          <Link to={paths.blogs.getHref()} className={buttonVariants({ variant: 'outline' })}>
            Back to all blogs
          </Link>
        }
      >
        Articles, likes, comments and mindmaps will be readable here shortly.
      </PagePlaceholder>
    </ContentLayout>
  );
}
