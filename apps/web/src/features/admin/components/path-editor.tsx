import {
  LEARNING_LIMITS,
  PATH_FORM_MESSAGES,
  PATH_LEVEL_LABELS,
  PATH_LEVELS,
  type PathLevel,
} from '@codegrow/shared/constants/learning';
import type { LearningPath } from '@codegrow/shared/schemas/learning';
import { pathWriteSchema } from '@codegrow/shared/schemas/learning';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextField } from '../../../components/ui/form/text-field';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { useFormError } from '../../../hooks/use-form-error';
import { serverMessageOr } from '../../../lib/api-error-message';
import { useSavePath } from '../api/save-path';
import { useAdminBlogs } from '../api/get-blogs';
import { addStep, type EditedStep } from '../model/path-steps';
import { PathStepsEditor } from './path-steps-editor';

interface PathEditorProps {
  /** The path to change; none: a new one. */
  path: LearningPath | null;
  onDone: () => void;
}

/** Creates or changes a learning path: its details and its articles, in order. */
export function PathEditor({ path, onDone }: PathEditorProps) {
  const [title, setTitle] = useState(path?.title ?? '');
  const [slug, setSlug] = useState(path?.slug ?? '');
  const [description, setDescription] = useState(path?.description ?? '');
  const [level, setLevel] = useState<PathLevel>(path?.level ?? 'beginner');
  const [coverBlogId, setCoverBlogId] = useState<number | null>(path?.cover_blog_id ?? null);
  const [steps, setSteps] = useState<EditedStep[]>(
    path?.articles.map((article) => ({ id: article.id, title: article.title })) ?? [],
  );
  const [picked, setPicked] = useState('');
  const articles = useAdminBlogs();
  const save = useSavePath();
  const { error, setError, showError } = useFormError();

  const addPicked = () => {
    const article = articles.data?.find((item) => String(item.id) === picked);
    if (!article) return;
    setSteps(addStep(steps, { id: article.id, title: article.title }));
    setPicked('');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const cover = steps.some((step) => step.id === coverBlogId) ? coverBlogId : null;
    const input = {
      title,
      slug,
      description,
      level,
      coverBlogId: cover,
      blogIds: steps.map((step) => step.id),
    };
    const checked = pathWriteSchema.safeParse(input);
    if (!checked.success)
      return showError(checked.error.issues[0]?.message ?? PATH_FORM_MESSAGES.stepsRequired);
    save.mutate(
      { id: path?.id, path: input },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onDone();
        },
        onError: (failure) => showError(serverMessageOr(failure, PATH_FORM_MESSAGES.stepsRequired)),
      },
    );
  };

  const available =
    articles.data?.filter((article) => !steps.some((step) => step.id === article.id)) ?? [];

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-5 rounded-2xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
        {path ? `Edit “${path.title}”` : 'New learning path'}
      </h3>
      <FormAlert message={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Title"
          value={title}
          maxLength={LEARNING_LIMITS.titleMax}
          required
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextField
          label="Slug (optional)"
          value={slug}
          onChange={(event) => setSlug(event.target.value)}
          placeholder="made from the title"
        />
      </div>
      <TextareaField
        label="Description"
        value={description}
        rows={3}
        maxLength={LEARNING_LIMITS.descriptionMax}
        onChange={(event) => setDescription(event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Level"
          value={level}
          onChange={(event) => setLevel(event.target.value as PathLevel)}
        >
          {PATH_LEVELS.map((item) => (
            <option key={item} value={item}>
              {PATH_LEVEL_LABELS[item]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Cover image from"
          value={coverBlogId ?? ''}
          onChange={(event) =>
            setCoverBlogId(event.target.value ? Number(event.target.value) : null)
          }
        >
          <option value="">The first step with an image</option>
          {steps.map((step) => (
            <option key={step.id} value={step.id}>
              {step.title}
            </option>
          ))}
        </SelectField>
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
          Articles, in reading order
        </legend>
        {steps.length > 0 ? (
          <PathStepsEditor steps={steps} onChange={setSteps} />
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {PATH_FORM_MESSAGES.stepsRequired}
          </p>
        )}
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <SelectField
              label="Article to add"
              value={picked}
              onChange={(event) => setPicked(event.target.value)}
            >
              <option value="">Choose an article…</option>
              {available.map((article) => (
                <option key={article.id} value={article.id}>
                  {article.title}
                  {article.is_published ? '' : ' (draft)'}
                </option>
              ))}
            </SelectField>
          </div>
          <Button variant="outline" onClick={addPicked} disabled={!picked}>
            <Plus aria-hidden="true" className="size-4" />
            Add step
          </Button>
        </div>
      </fieldset>

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" pending={save.isPending}>
          {path ? 'Save path' : 'Create path'}
        </Button>
      </div>
    </form>
  );
}
