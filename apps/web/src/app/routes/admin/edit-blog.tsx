import { BLOG_FORM_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { useEffect } from 'react';
import { toast } from '../../../lib/toast';
import { useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useBlogForEdit } from '../../../features/admin/api/get-blog-for-edit';
import { useCategoryStats } from '../../../features/admin/api/get-categories';
import { BlogEditor } from '../../../features/admin/components/blog-editor';
import { valuesFromBlog } from '../../../features/admin/model/blog-form';
import { ArticleMindmapEditor } from '../../article-editor/article-mindmap-editor';
import { renderMarkdownPreview } from '../../article-editor/markdown-preview';

function EditBlog({ id }: { id: number }) {
  const navigate = useNavigate();
  // Both start at once: docs/product.md §2 loads the article and the categories in parallel.
  const blog = useBlogForEdit(id);
  const categories = useCategoryStats();

  useEffect(() => {
    if (!blog.isError) return;
    toast.error(BLOG_FORM_MESSAGES.loadBlogFailed, { id: BLOG_FORM_MESSAGES.loadBlogFailed });
    void navigate(paths.admin.root.getHref(), { replace: true });
  }, [blog.isError, navigate]);

  if (!blog.data) return <PageSpinner />;
  return (
    <BlogEditor
      // A fresh form per article, so its fields start from the stored values.
      key={blog.data.id}
      target={{ mode: 'edit', blogId: id, loadedUpdatedAt: blog.data.updated_at }}
      initial={valuesFromBlog(blog.data)}
      categories={categories.data}
      imageUrl={blog.data.image_url}
      hasMindmap={blog.data.mindmap_data != null}
      renderMarkdown={renderMarkdownPreview}
      MindmapEditor={ArticleMindmapEditor}
      storedMindmap={blog.data.mindmap_data}
    />
  );
}

export default function EditBlogRoute() {
  const { id = '' } = useParams();
  // An id that is not a number fails to load like a missing article: toast, back to /admin.
  return <EditBlog key={id} id={Number(id)} />;
}
