import { BlogEditor } from '../../../features/admin/components/blog-editor';
import { useCategoryStats } from '../../../features/admin/api/get-categories';
import { EMPTY_BLOG_FORM } from '../../../features/admin/model/blog-form';
import { defaultMindmapData } from '@codegrow/shared/schemas/mindmap';
import { MindmapCanvas } from '../../../features/mindmap/components/mindmap-canvas';
import { renderMarkdownPreview } from './markdown-preview';

export default function CreateBlogRoute() {
  const categories = useCategoryStats();
  return (
    <BlogEditor
      target={{ mode: 'create' }}
      initial={EMPTY_BLOG_FORM}
      categories={categories.data}
      renderMarkdown={renderMarkdownPreview}
      renderMindmapEditor={(onChange) => (
        <MindmapCanvas data={defaultMindmapData()} editable onChange={onChange} />
      )}
    />
  );
}
