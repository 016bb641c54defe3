import {
  PATH_FORM_MESSAGES,
  PATH_LEVEL_LABELS,
  PATH_LEVELS,
} from '@codegrow/shared/constants/learning';
import type { LearningPath } from '@codegrow/shared/schemas/learning';
import { pathWriteSchema } from '@codegrow/shared/schemas/learning';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextField } from '../../../components/ui/form/text-field';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { useSpecForm } from '../../../hooks/use-spec-form';
import { serverMessageOr } from '../../../lib/api-error-message';
import { useSavePath } from '../api/save-path';
import { useAdminBlogs } from '../api/get-blogs';
import { addStep, type EditedStep } from '../model/path-steps';
import { PathStepsEditor } from './path-steps-editor';
import { LEARNING_LIMITS } from '@codegrow/shared/constants/limits';

interface PathEditorProps {
  /** The path to change; none: a new one. */
  path: LearningPath | null;
  onDone: () => void;
}

/** Creates or changes a learning path: its details and its articles, in order. */
export function PathEditor({ path, onDone }: PathEditorProps) {
  const [steps, setSteps] = useState<EditedStep[]>(
    path?.articles.map((article) => ({ id: article.id, title: article.title })) ?? [],
  );
  const { form, errors, error, onSubmit, refuse } = useSpecForm(pathWriteSchema, {
    title: path?.title ?? '',
    slug: path?.slug ?? '',
    description: path?.description ?? '',
    level: path?.level ?? 'beginner',
    coverBlogId: path?.cover_blog_id ?? null,
    blogIds: steps.map((step) => step.id),
  });
  const [picked, setPicked] = useState('');
  const articles = useAdminBlogs();
  const save = useSavePath();

  // The steps keep their titles for the list; the form keeps their ids, in order.
  const changeSteps = (next: EditedStep[]) => {
    setSteps(next);
    form.setValue(
      'blogIds',
      next.map((step) => step.id),
    );
  };

  const addPicked = () => {
    const article = articles.data?.find((item) => String(item.id) === picked);
    if (!article) return;
    changeSteps(addStep(steps, { id: article.id, title: article.title }));
    setPicked('');
  };

  const submit = onSubmit((values) => {
    // A cover taken out of the steps falls back to the first step with an image.
    const cover = steps.some((step) => step.id === values.coverBlogId) ? values.coverBlogId : null;
    save.mutate(
      { id: path?.id, path: { ...values, coverBlogId: cover } },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onDone();
        },
        onError: (failure) => refuse(failure, PATH_FORM_MESSAGES.stepsRequired, serverMessageOr),
      },
    );
  });

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
          maxLength={LEARNING_LIMITS.titleMax}
          required
          error={errors.title?.message}
          {...form.register('title')}
        />
        <TextField
          label="Slug (optional)"
          placeholder="made from the title"
          error={errors.slug?.message}
          {...form.register('slug')}
        />
      </div>
      <TextareaField
        label="Description"
        rows={3}
        maxLength={LEARNING_LIMITS.descriptionMax}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Level" {...form.register('level')}>
          {PATH_LEVELS.map((item) => (
            <option key={item} value={item}>
              {PATH_LEVEL_LABELS[item]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Cover image from"
          {...form.register('coverBlogId', {
            setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
          })}
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
          <PathStepsEditor steps={steps} onChange={changeSteps} />
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
