import { BLOG_FORM_MESSAGES, REVISION_LIMITS } from '@codegrow/shared/constants/content-messages';
import { LIMITS } from '@codegrow/shared/constants/limits';
import type { Language } from '@codegrow/shared/i18n/languages';
import type { Category } from '@codegrow/shared/schemas/blog';
import type { MindmapData } from '@codegrow/shared/schemas/mindmap';
import { ArrowLeft, Eye, History, PencilLine, Plug, Save } from 'lucide-react';
import { useId, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { Link, useNavigate } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Button, buttonVariants } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { FieldLabel } from '../../../components/ui/form/field-label';
import { inputClass } from '../../../components/ui/form/text-field';
import { paths } from '../../../config/paths';
import { useApiErrorMessage } from '../../../hooks/use-failure-message';
import { cn } from '../../../lib/cn';
import { useSpecForm } from '../../../hooks/use-spec-form';
import { getCategoryStats } from '../api/get-categories';
import { useImageChoice } from '../hooks/use-image-choice';
import { blogCreateFormSchema, blogEditFormSchema, type BlogFormValues } from '../model/blog-form';
import { card } from './admin-table';
import { BlogPreview } from './blog-preview';
import { BlogSettings } from './blog-settings';
import { ImagePicker } from './image-picker';
import {
  savedMeanwhile,
  useSave,
  type EditorTarget,
  type MindmapEditorSlotProps,
} from './blog-editor-target';
import { MindmapSlot } from './mindmap-slot';

const textareaClass = cn(inputClass, 'h-auto py-2.5 leading-relaxed');

interface BlogEditorProps {
  target: EditorTarget;
  initial: BlogFormValues;
  categories: Category[] | undefined;
  /** The stored cover image on edit. */
  imageUrl?: string | null;
  hasMindmap?: boolean;
  /** The article page's Markdown renderer, composed in by the route. */
  renderMarkdown: (content: string, language: Language) => ReactNode;
  /** The mind-map editor, composed in by the route (features do not import each other). */
  MindmapEditor?: ComponentType<MindmapEditorSlotProps>;
  /** The article's stored map, for the editor to start from. */
  storedMindmap?: unknown;
}

async function testApi() {
  try {
    await getCategoryStats();
    toast.success(BLOG_FORM_MESSAGES.apiWorking);
  } catch {
    toast.error(BLOG_FORM_MESSAGES.apiFailed);
  }
}

/** docs/product.md §2 create and edit blog pages: the form, its preview, and the mind-map slot. */
export function BlogEditor({
  target,
  initial,
  categories,
  imageUrl = null,
  hasMindmap = false,
  renderMarkdown,
  MindmapEditor,
  storedMindmap,
}: BlogEditorProps) {
  const creating = target.mode === 'create';
  const navigate = useNavigate();
  const save = useSave(target);
  const [image, setImage] = useImageChoice();
  const [removeStoredImage, setRemoveStoredImage] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [mindmapData, setMindmapData] = useState<string | null>(null);
  const latestMindmap = useRef<MindmapData | null>(null);
  // The version this form's text came from, kept as opened (a refetch must not move it): a
  // save over a later one is refused; after that refusal, saving again replaces it.
  const [loadedUpdatedAt, setLoadedUpdatedAt] = useState(
    target.mode === 'edit' ? target.loadedUpdatedAt : undefined,
  );
  const describeFailure = useApiErrorMessage();
  const { form, error, onSubmit, refuse } = useSpecForm(
    creating ? blogCreateFormSchema : blogEditFormSchema,
    initial,
  );
  // The preview and the side column show the fields as they are typed.
  const values = form.watch() as BlogFormValues;
  const shownImage = image?.url ?? (removeStoredImage ? null : imageUrl);
  const ids = {
    title: useId(),
    content: useId(),
    excerpt: useId(),
    changeSummary: useId(),
  };

  const set = <K extends keyof BlogFormValues>(key: K, value: BlogFormValues[K]) =>
    form.setValue(key, value as never, { shouldDirty: true });

  // What is sent is the fields as typed; the server reads them with the same schema.
  const send = () => {
    if (save.isPending) return;
    save.mutate(
      {
        values: form.getValues() as BlogFormValues,
        image: image?.file ?? null,
        mindmapData: latestMindmap.current ? JSON.stringify(latestMindmap.current) : mindmapData,
        removeImage: removeStoredImage,
        loadedUpdatedAt,
      },
      {
        onSuccess: () => {
          toast.success(creating ? BLOG_FORM_MESSAGES.created : BLOG_FORM_MESSAGES.updated);
          void navigate(paths.admin.root.getHref('blogs'));
        },
        onError: (caught) => {
          if (savedMeanwhile(caught)) setLoadedUpdatedAt(undefined);
          refuse(
            caught,
            creating ? BLOG_FORM_MESSAGES.createFailed : BLOG_FORM_MESSAGES.updateFailed,
            describeFailure,
          );
        },
      },
    );
  };
  // Made when submitted: the last mind-map edit is read from its ref then, not while rendering.
  const submit = (event: FormEvent<HTMLFormElement>) => void onSubmit(send)(event);

  const categoryName = categories?.find((item) => String(item.id) === values.category)?.name;

  return (
    <ContentLayout
      eyebrow="Administration"
      title={creating ? 'Create Blog' : 'Edit Blog'}
      actions={
        <>
          <Link
            to={paths.admin.root.getHref('blogs')}
            className={buttonVariants({ variant: 'ghost' })}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Dashboard
          </Link>
          {creating && (
            <Button variant="outline" onClick={() => void testApi()}>
              <Plug aria-hidden="true" className="size-4" />
              Test API
            </Button>
          )}
          <Button
            variant="outline"
            onClick={() => setPreviewing((shown) => !shown)}
            aria-pressed={previewing}
          >
            {previewing ? (
              <PencilLine aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
            {previewing ? 'Edit' : 'Preview'}
          </Button>
        </>
      }
    >
      {previewing ? (
        <BlogPreview
          values={values}
          categoryName={categoryName}
          imageUrl={shownImage}
          renderMarkdown={renderMarkdown}
        />
      ) : (
        <form noValidate onSubmit={submit} aria-label={creating ? 'Create blog' : 'Edit blog'}>
          <div className="grid gap-6 lg:grid-cols-3">
            <div className={cn(card, 'space-y-5 lg:col-span-2')}>
              <div className="space-y-1.5">
                <div className="flex items-baseline justify-between gap-3">
                  <FieldLabel htmlFor={ids.title}>Title</FieldLabel>
                  <span className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
                    {values.title.length}/{LIMITS.blogTitleMax}
                  </span>
                </div>
                <input
                  id={ids.title}
                  maxLength={LIMITS.blogTitleMax}
                  {...form.register('title')}
                  placeholder="A clear, specific title"
                  className={inputClass}
                />
              </div>
              <div className="space-y-1.5">
                <FieldLabel htmlFor={ids.content}>Content</FieldLabel>
                <textarea
                  id={ids.content}
                  {...form.register('content')}
                  rows={20}
                  placeholder="Write in Markdown: # headings, **bold**, lists, ```code blocks```..."
                  className={cn(textareaClass, 'min-h-80 font-mono text-[13px]')}
                />
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  Markdown. Use Preview to see it as readers will.
                </p>
              </div>
              <div className="space-y-1.5">
                <FieldLabel htmlFor={ids.excerpt}>Excerpt</FieldLabel>
                <textarea
                  id={ids.excerpt}
                  {...form.register('excerpt')}
                  rows={3}
                  placeholder="A short summary for cards and the premium lock screen"
                  className={textareaClass}
                />
              </div>
              <MindmapSlot
                hasMindmap={hasMindmap}
                editor={
                  MindmapEditor && (
                    <MindmapEditor
                      stored={storedMindmap}
                      onChange={(data) => setMindmapData(JSON.stringify(data))}
                      latestRef={latestMindmap}
                    />
                  )
                }
              />
            </div>

            <div className="space-y-6">
              <BlogSettings values={values} set={set} categories={categories} creating={creating}>
                <ImagePicker
                  file={image?.file ?? null}
                  onChange={setImage}
                  previewUrl={shownImage}
                  hasStoredImage={Boolean(imageUrl)}
                  storedImageRemoved={removeStoredImage}
                  onStoredImageRemoved={setRemoveStoredImage}
                />
              </BlogSettings>
            </div>
          </div>

          <div className="mt-6 space-y-4">
            <FormAlert message={error} />
            {!creating && (
              <div className="ml-auto max-w-xl space-y-1.5">
                <FieldLabel htmlFor={ids.changeSummary}>What changed</FieldLabel>
                <input
                  id={ids.changeSummary}
                  {...form.register('changeSummary')}
                  maxLength={REVISION_LIMITS.changeSummaryMax}
                  placeholder="Fixed the JOIN example"
                  aria-describedby={`${ids.changeSummary}-hint`}
                  className={inputClass}
                />
                <p
                  id={`${ids.changeSummary}-hint`}
                  className="text-xs text-slate-500 dark:text-slate-400"
                >
                  One line for the article&rsquo;s history, which readers see under &lsquo;Updated
                  on&rsquo;. Empty: written for you from what changed.
                </p>
              </div>
            )}
            <div className="flex flex-wrap justify-end gap-3">
              {target.mode === 'edit' && (
                <Link
                  to={paths.admin.blogHistory.getHref(target.blogId)}
                  className={buttonVariants({ variant: 'outline' })}
                >
                  <History aria-hidden="true" className="size-4" />
                  History
                </Link>
              )}
              <Link
                to={paths.admin.root.getHref('blogs')}
                className={buttonVariants({ variant: 'outline' })}
              >
                Cancel
              </Link>
              <Button type="submit" pending={save.isPending}>
                {!save.isPending && <Save aria-hidden="true" className="size-4" />}
                {creating ? 'Create Blog' : 'Update Blog'}
              </Button>
            </div>
          </div>
        </form>
      )}
    </ContentLayout>
  );
}
