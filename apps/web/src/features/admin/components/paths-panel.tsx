import { LEARNING_TEXT, PATH_FORM_MESSAGES } from '@codegrow/shared/constants/learning';
import type { PathSummary } from '@codegrow/shared/schemas/learning';
import { Eye, Pencil, PlusCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDeletePath } from '../api/delete-path';
import { useAdminPath } from '../api/get-path';
import { useAdminPaths } from '../api/get-paths';
import { PathLevelBadge } from '../../../components/ui/path-level-badge';
import { serverMessageOr } from '../../../lib/api-error-message';
import { ListState, SectionHeading, Table, TD, TD_WRAP } from './admin-table';
import { PathEditor } from './path-editor';
import { useFormats } from '../../../lib/i18n/use-formats';

type Editing = { kind: 'new' } | { kind: 'edit'; slug: string } | null;

/** An existing path, loaded with its drafts, in the editor. */
function EditPath({ slug, onDone }: { slug: string; onDone: () => void }) {
  const { data: path, isPending, isError, refetch } = useAdminPath(slug);
  if (isPending || isError)
    return (
      <ListState
        isPending={isPending}
        isError={isError}
        isEmpty={false}
        emptyText=""
        onRetry={() => void refetch()}
      />
    );
  return <PathEditor key={path.id} path={path} onDone={onDone} />;
}

function DeletePathButton({ path }: { path: PathSummary }) {
  const remove = useDeletePath();
  const onClick = () => {
    if (!window.confirm(PATH_FORM_MESSAGES.confirmDelete)) return;
    remove.mutate(path.id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(serverMessageOr(error, PATH_FORM_MESSAGES.confirmDelete)),
    });
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onClick}
      pending={remove.isPending}
      aria-label={`Delete ${path.title}`}
    >
      <Trash2 aria-hidden="true" className="size-4" />
    </Button>
  );
}

/** The admin's learning paths: every path (also those still made of drafts), to edit or delete. */
export function PathsPanel() {
  const list = useAdminPaths();
  const { readingTimeLabel } = useFormats();
  const [editing, setEditing] = useState<Editing>(null);
  const done = () => setEditing(null);

  return (
    <section aria-labelledby="admin-paths-heading" className="space-y-6">
      <SectionHeading
        id="admin-paths-heading"
        title={LEARNING_TEXT.pathsTitle}
        description="Articles grouped into an ordered series; readers' progress is kept per article."
        actions={
          <Button onClick={() => setEditing({ kind: 'new' })}>
            <PlusCircle aria-hidden="true" className="size-4" />
            New path
          </Button>
        }
      />
      {editing?.kind === 'new' && <PathEditor path={null} onDone={done} />}
      {editing?.kind === 'edit' && (
        <EditPath key={editing.slug} slug={editing.slug} onDone={done} />
      )}
      {list.data && list.data.length > 0 ? (
        <Table
          head={['Title', 'Level', 'Articles', 'Reading time', 'Actions']}
          label={LEARNING_TEXT.pathsTitle}
        >
          {list.data.map((path) => (
            <tr key={path.id}>
              <td className={TD_WRAP}>{path.title}</td>
              <td className={TD}>
                <PathLevelBadge level={path.level} />
              </td>
              <td className={TD}>{path.steps}</td>
              <td className={TD}>{readingTimeLabel(path.reading_time)}</td>
              <td className={`${TD} text-right`}>
                <Link
                  to={paths.learningPath.getHref(path.slug)}
                  className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                  aria-label={`View ${path.title}`}
                >
                  <Eye aria-hidden="true" className="size-4" />
                </Link>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Edit ${path.title}`}
                  onClick={() => setEditing({ kind: 'edit', slug: path.slug })}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <DeletePathButton path={path} />
              </td>
            </tr>
          ))}
        </Table>
      ) : (
        <ListState
          isPending={list.isPending}
          isError={list.isError}
          isEmpty
          emptyText={LEARNING_TEXT.noPaths}
          onRetry={() => void list.refetch()}
        />
      )}
    </section>
  );
}
