import { MINDMAP_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { TIMINGS_MS } from '@codegrow/shared/constants/limits';
import {
  defaultMindmapData,
  mindmapInputSchema,
  type Mindmap,
  type MindmapData,
} from '@codegrow/shared/schemas/mindmap';
import { articleOutline } from '@codegrow/shared/content/article-outline';
import { Save, Share2, Trash2 } from 'lucide-react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form/text-field';
import { paths } from '../../../config/paths';
import { useSpecForm } from '../../../hooks/use-spec-form';
import { useDeleteMindmap } from '../api/delete-mindmap';
import { useSaveMindmap } from '../api/save-mindmap';
import { readMindmapData } from '../model/read-mindmap';
import { shareMindmapLink } from '../model/share-link';
import { MindmapCanvas } from './mindmap-canvas';

interface MindmapEditorProps {
  /** The saved map, or null for a new one. */
  mindmap: Mindmap | null;
  /** The article the map belongs to, with its rendered body when the editor has it. */
  blog: { id: number; title: string; contentHtml: string | null } | null;
}

/** What the author types; the map itself comes from the canvas. */
const MAP_DETAILS_SCHEMA = mindmapInputSchema.pick({ title: true, description: true });

/** Title, description, the 600 px editable canvas, and Save / Share / Delete (docs/product.md §2, §4). */
export function MindmapEditor({ mindmap, blog }: MindmapEditorProps) {
  const navigate = useNavigate();
  const save = useSaveMindmap();
  const remove = useDeleteMindmap();
  const { form, errors, onSubmit } = useSpecForm(MAP_DETAILS_SCHEMA, {
    title: mindmap?.title ?? (blog ? `${blog.title} mind map` : ''),
    description: mindmap?.description ?? '',
  });
  const title = form.watch('title');
  const [data, setData] = useState<MindmapData>(
    () => readMindmapData(mindmap?.data) ?? defaultMindmapData(),
  );
  const latest = useRef<MindmapData | null>(null);
  const blogId = mindmap?.blog_id ?? blog?.id ?? null;
  const blogTitle = mindmap?.blog_title ?? blog?.title ?? null;
  const outline = useMemo(
    () =>
      blog?.contentHtml
        ? { title: blog.title, entries: articleOutline(blog.contentHtml) }
        : undefined,
    [blog],
  );

  const send = ({ title, description }: { title: string; description: string }) =>
    save.mutate(
      { id: mindmap?.id ?? null, title, description, data: latest.current ?? data, blogId },
      {
        onSuccess: (saved) => {
          toast.success(MINDMAP_MESSAGES.saved);
          if (!mindmap) void navigate(paths.mindmap.getHref(saved.id));
        },
        onError: () => toast.error(MINDMAP_MESSAGES.saveFailed),
      },
    );
  // Made when submitted: the canvas's last edit is read from its ref then, not while rendering.
  const onSave = (event: FormEvent<HTMLFormElement>) => void onSubmit(send)(event);

  const onShare = async () => {
    if (!mindmap) return;
    const message = await shareMindmapLink(
      `${window.location.origin}${paths.mindmapView.getHref(mindmap.id)}`,
    );
    if (message) toast.success(message);
  };

  const onDelete = () => {
    if (!mindmap || !window.confirm(MINDMAP_MESSAGES.confirmDelete)) return;
    remove.mutate(mindmap.id, {
      onSuccess: () => {
        toast.success(MINDMAP_MESSAGES.deleted);
        const next = blogId ? paths.blog.getHref(blogId) : paths.dashboard.getHref();
        setTimeout(() => void navigate(next), TIMINGS_MS.mindmapDeleteRedirect);
      },
      onError: () => toast.error(MINDMAP_MESSAGES.deleteFailed),
    });
  };

  return (
    <form onSubmit={onSave} className="space-y-5">
      {blogId && (
        <p className="rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-200">
          This mind map belongs to the article{' '}
          <Link to={paths.blog.getHref(blogId)} className="font-semibold underline">
            {blogTitle ?? `#${blogId}`}
          </Link>
          .
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Title"
          maxLength={200}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <TextField
          label="Description"
          maxLength={2000}
          error={errors.description?.message}
          {...form.register('description')}
        />
      </div>
      <MindmapCanvas
        data={data}
        editable
        onChange={setData}
        latestRef={latest}
        title={title || 'Mind map'}
        outline={outline}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden="true" className="size-4" /> Save Mindmap
        </Button>
        {mindmap && (
          <>
            <Button variant="outline" onClick={() => void onShare()}>
              <Share2 aria-hidden="true" className="size-4" /> Share
            </Button>
            <Button variant="outline" onClick={onDelete} disabled={remove.isPending}>
              <Trash2 aria-hidden="true" className="size-4" /> Delete
            </Button>
          </>
        )}
      </div>
    </form>
  );
}
