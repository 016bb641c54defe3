import { PencilLine } from 'lucide-react';
import { useParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

export default function EditBlogRoute() {
  const { id = '' } = useParams();
  return (
    <ContentLayout eyebrow={`Article #${id}`} title="Edit Blog">
      <PagePlaceholder icon={PencilLine} title="The editor is coming soon">
        Editing articles arrives in the next release.
      </PagePlaceholder>
    </ContentLayout>
  );
}
