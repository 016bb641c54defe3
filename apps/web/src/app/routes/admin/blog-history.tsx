import { ArrowLeft, FileX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { buttonVariants } from '../../../components/ui/button';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useBlogForEdit } from '../../../features/admin/api/get-blog-for-edit';
import { useRevisions } from '../../../features/admin/api/revisions';
import { RevisionHistory } from '../../../features/admin/components/revision-history';

function BlogHistory({ id }: { id: number }) {
  const blog = useBlogForEdit(id);
  const revisions = useRevisions(id);
  const backLink = (
    <Link to={paths.editBlog.getHref(id)} className={buttonVariants({ variant: 'outline' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to the editor
    </Link>
  );

  if (blog.isPending || revisions.isPending) return <PageSpinner />;
  if (blog.isError || revisions.isError) {
    return (
      <ContentLayout eyebrow="Administration" title="History">
        <PagePlaceholder icon={FileX} title="Article not found" actions={backLink}>
          No article has this id, or its history could not be loaded.
        </PagePlaceholder>
      </ContentLayout>
    );
  }
  return (
    <ContentLayout
      eyebrow="History"
      title={blog.data.title}
      description="Every saved version of the title, text and tags. Restoring one keeps the current version in the history, so it can be undone."
      actions={backLink}
    >
      <RevisionHistory blogId={id} revisions={revisions.data} />
    </ContentLayout>
  );
}

export default function BlogHistoryRoute() {
  const { id = '' } = useParams();
  return <BlogHistory key={id} id={Number(id)} />;
}
