import { Network } from 'lucide-react';
import { useParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

export default function MindmapViewerRoute() {
  const { id = '' } = useParams();
  return (
    <ContentLayout eyebrow={`Mindmap #${id}`} title="Mindmap">
      <PagePlaceholder icon={Network} title="The mindmap viewer is coming soon">
        Interactive, read-only mindmaps will be shown here.
      </PagePlaceholder>
    </ContentLayout>
  );
}
