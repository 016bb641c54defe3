import { MINDMAP_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { useParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { PageSpinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../features/auth/hooks/use-auth';
import { useBlog } from '../../../features/blogs/api/get-blog';
import { viewerKey } from '../../../lib/viewer-key';
import type { AppQueryMeta } from '../../../lib/react-query';
import { useMindmap } from '../../../features/mindmap/api/get-mindmap';
import { MindmapEditor } from '../../../features/mindmap/components/mindmap-editor';

/** The editor's failures are toasted, as they are (the admin's pages are in English). */
const EDITOR_FAILURES: AppQueryMeta = { errorToast: () => MINDMAP_MESSAGES.loadFailed };

const idFrom = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);

function Message({ text }: { text: string }) {
  return (
    <ContentLayout title="Mindmap editor">
      <p role="alert" className="text-slate-700 dark:text-slate-300">
        {text}
      </p>
    </ContentLayout>
  );
}

/** /mindmap/create/:blogId, /mindmap/edit/:id and /mindmap/:id (admins only). */
export default function MindmapEditorRoute() {
  const params = useParams();
  const { user } = useAuth();
  const viewer = viewerKey(user);
  const mapId = idFrom(params.id);
  const blogId = idFrom(params.blogId);
  const map = useMindmap(mapId, viewer, EDITOR_FAILURES);
  // A new map's article, or the one a saved map belongs to: its headings can draft the map.
  const blog = useBlog(blogId || (map.data?.blog_id ?? 0), viewer);

  if (user?.role !== 'admin') return <Message text={MINDMAP_MESSAGES.adminOnly} />;
  const loading = (mapId > 0 && map.isPending) || (blogId > 0 && blog.isPending);
  if (loading) return <PageSpinner />;
  if (mapId > 0 && !map.data) return <Message text={MINDMAP_MESSAGES.notFound} />;

  return (
    <ContentLayout eyebrow="Mindmap editor" title={map.data ? map.data.title : 'New mind map'}>
      <MindmapEditor
        key={map.data?.id ?? `new-${blogId}`}
        mindmap={map.data ?? null}
        blog={
          blog.data
            ? { id: blog.data.id, title: blog.data.title, contentHtml: blog.data.content_html }
            : null
        }
      />
    </ContentLayout>
  );
}
