import { BLOG_FORM_MESSAGES, SCHEDULE_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { TRANSACTION_MESSAGES } from '@codegrow/shared/constants/payment-messages';
import { Eye, Pencil, PlusCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { cn } from '../../../lib/cn';
import { useDeleteBlog } from '../api/delete-blog';
import { useAdminBlogs, type AdminBlog } from '../api/get-blogs';
import { ListState, SearchField, SectionHeading, Table, TD, TD_WRAP } from './admin-table';
import { CategoriesManager } from './categories-manager';
import { formatDay, formatDayTime } from '../admin-formats';

export const BLOG_COLUMNS = ['Title', 'Author', 'Type', 'Status', 'Created'];

function TypeBadge({ premium }: { premium: boolean }) {
  return premium ? <Badge tone="amber">Premium</Badge> : <Badge tone="slate">Free</Badge>;
}

function StatusBadge({ blog }: { blog: AdminBlog }) {
  if (blog.publish_at) {
    return (
      <Badge tone="indigo">
        {SCHEDULE_MESSAGES.scheduled} · {formatDayTime(new Date(blog.publish_at))}
      </Badge>
    );
  }
  return blog.is_published ? (
    <Badge tone="emerald">Published</Badge>
  ) : (
    <Badge tone="slate">Draft</Badge>
  );
}

function DeleteButton({ blog }: { blog: AdminBlog }) {
  const remove = useDeleteBlog();
  const onClick = () => {
    if (!window.confirm(BLOG_FORM_MESSAGES.confirmDelete)) return;
    remove.mutate(blog.id, {
      onSuccess: () => toast.success(TRANSACTION_MESSAGES.blogDeleted),
      onError: () => toast.error(TRANSACTION_MESSAGES.blogDeleteFailed),
    });
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onClick}
      disabled={remove.isPending}
      aria-label={`Delete ${blog.title}`}
      title="Delete"
      className="text-red-600 hover:text-red-700 dark:text-red-400"
    >
      <Trash2 aria-hidden="true" className="size-4" />
    </Button>
  );
}

/** One row of the blogs table, also used by the overview (without the actions). */
export function BlogRow({ blog, actions = true }: { blog: AdminBlog; actions?: boolean }) {
  const iconLink = buttonVariants({ variant: 'ghost', size: 'sm' });
  return (
    <tr>
      <td className={cn(TD_WRAP, 'font-medium text-slate-900 dark:text-white')}>
        <span className="line-clamp-2">{blog.title}</span>
      </td>
      <td className={TD}>{blog.author_name}</td>
      <td className={TD}>
        <TypeBadge premium={blog.is_premium} />
      </td>
      <td className={TD}>
        <StatusBadge blog={blog} />
      </td>
      <td className={TD}>
        <time dateTime={blog.created_at}>{formatDay(blog.created_at)}</time>
      </td>
      {actions && (
        <td className={TD}>
          <div className="flex gap-1">
            <Link
              to={paths.blog.getHref(blog.id)}
              className={iconLink}
              aria-label={`View ${blog.title}`}
              title="View"
            >
              <Eye aria-hidden="true" className="size-4" />
            </Link>
            <Link
              to={paths.editBlog.getHref(blog.id)}
              className={iconLink}
              aria-label={`Edit ${blog.title}`}
              title="Edit"
            >
              <Pencil aria-hidden="true" className="size-4" />
            </Link>
            <DeleteButton blog={blog} />
          </div>
        </td>
      )}
    </tr>
  );
}

export function CreateBlogLink({ size = 'md' }: { size?: 'sm' | 'md' }) {
  return (
    <Link to={paths.createBlog.getHref()} className={buttonVariants({ size })}>
      <PlusCircle aria-hidden="true" className="size-4" />
      Create Blog
    </Link>
  );
}

/**
 * docs/product.md §2 Blogs tab: every article with drafts, searched by title or author on
 * the server; view, edit and delete. The categories manager sits below.
 */
export function BlogsPanel() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const list = useAdminBlogs(debounced);
  const blogs = list.data ?? [];

  return (
    <div className="space-y-10">
      <section aria-labelledby="admin-blogs-heading" className="space-y-4">
        <SectionHeading
          id="admin-blogs-heading"
          title="Blogs"
          description="All articles, drafts included."
          actions={<CreateBlogLink size="sm" />}
        />
        <SearchField
          label="Search blogs by title or author"
          placeholder="Search blogs..."
          value={search}
          onChange={setSearch}
        />
        <ListState
          isPending={list.isPending}
          isError={list.isError}
          isEmpty={blogs.length === 0}
          emptyText={debounced ? 'No blogs match.' : 'No blogs yet.'}
          onRetry={() => void list.refetch()}
        />
        {blogs.length > 0 && (
          <Table label="Blogs" head={[...BLOG_COLUMNS, 'Actions']}>
            {blogs.map((blog) => (
              <BlogRow key={blog.id} blog={blog} />
            ))}
          </Table>
        )}
      </section>
      <CategoriesManager />
    </div>
  );
}
