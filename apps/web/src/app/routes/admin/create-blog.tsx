import { FilePlus } from 'lucide-react';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

export default function CreateBlogRoute() {
  return (
    <ContentLayout eyebrow="Administration" title="Create Blog">
      <PagePlaceholder icon={FilePlus} title="The editor is coming soon">
        Writing, previewing and publishing articles arrives in the next release.
      </PagePlaceholder>
    </ContentLayout>
  );
}
