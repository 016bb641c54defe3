import { GitFork } from 'lucide-react';
import { useParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';

/** /mindmap/create/:blogId, /mindmap/edit/:id and /mindmap/:id share the editor. */
export default function MindmapEditorRoute() {
  const { id, blogId } = useParams();
  const eyebrow = blogId ? `For article #${blogId}` : `Mindmap #${id ?? ''}`;
  return (
    <ContentLayout eyebrow={eyebrow} title={blogId ? 'Create Mindmap' : 'Edit Mindmap'}>
      <PagePlaceholder icon={GitFork} title="The mindmap editor is coming soon">
        Adding nodes, connecting ideas and exporting mindmaps arrives in a later release.
      </PagePlaceholder>
    </ContentLayout>
  );
}
