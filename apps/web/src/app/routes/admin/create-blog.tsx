import { BlogEditor } from '../../../features/admin/components/blog-editor';
import { useCategoryStats } from '../../../features/admin/api/get-categories';
import { EMPTY_BLOG_FORM } from '../../../features/admin/model/blog-form';
import { ArticleMindmapEditor } from '../../article-editor/article-mindmap-editor';
import { renderMarkdownPreview } from '../../article-editor/markdown-preview';

export default function CreateBlogRoute() {
  const categories = useCategoryStats();
  return (
    <BlogEditor
      target={{ mode: 'create' }}
      initial={EMPTY_BLOG_FORM}
      categories={categories.data}
      renderMarkdown={renderMarkdownPreview}
      MindmapEditor={ArticleMindmapEditor}
    />
  );
}
