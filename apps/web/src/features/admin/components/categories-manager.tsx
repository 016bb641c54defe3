import type { Category } from '@codegrow/shared/schemas/blog';
import { ADMIN_MESSAGES } from '@codegrow/shared/constants/admin-messages';
import { categoryWriteSchema } from '@codegrow/shared/schemas/blog-write';
import { Check, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { inputClass } from '../../../components/ui/form/text-field';
import { serverMessageOr } from '../../../lib/api-error-message';
import { cn } from '../../../lib/cn';
import { useSpecForm } from '../../../hooks/use-spec-form';
import { useCreateCategory } from '../api/create-category';
import { useDeleteCategory } from '../api/delete-category';
import { useCategoryStats } from '../api/get-categories';
import { useUpdateCategory } from '../api/update-category';
import { ListState, SectionHeading, card } from './admin-table';

/** What the admin types to add or rename one: the name; the server derives the slug. */
const CATEGORY_NAME_SCHEMA = categoryWriteSchema.pick({ name: true });

function CategoryItem({ category, onError }: { category: Category; onError: (m: string) => void }) {
  const [editing, setEditing] = useState(false);
  const { form, errors, error, setError, onSubmit, refuse } = useSpecForm(CATEGORY_NAME_SCHEMA, {
    name: category.name,
  });
  const rename = useUpdateCategory();
  const remove = useDeleteCategory();
  const inputId = useId();

  /** Opens the field on the name as it is now, without what an earlier try left. */
  const open = () => {
    form.reset({ name: category.name });
    setError(null);
    setEditing(true);
  };

  const send = onSubmit(({ name }) =>
    rename.mutate(
      { id: category.id, name },
      {
        onSuccess: () => {
          toast.success(ADMIN_MESSAGES.categoryRenamed(name));
          setEditing(false);
        },
        onError: (caught) => refuse(caught, ADMIN_MESSAGES.categoryRenameFailed, serverMessageOr),
      },
    ),
  );
  // An empty or unchanged name is no rename: it closes the field, before any check.
  const save = (event: FormEvent<HTMLFormElement>) => {
    const typed = form.getValues('name').trim();
    if (!typed || typed === category.name) {
      event.preventDefault();
      setEditing(false);
      return;
    }
    void send(event);
  };

  const onDelete = () => {
    if (!window.confirm(ADMIN_MESSAGES.confirmCategoryDelete(category.name))) return;
    remove.mutate(category.id, {
      onSuccess: () => toast.success(ADMIN_MESSAGES.categoryDeleted(category.name)),
      onError: (error) => onError(serverMessageOr(error, ADMIN_MESSAGES.categoryDeleteFailed)),
    });
  };

  if (editing) {
    return (
      <li className="space-y-2 py-3">
        <form noValidate onSubmit={save} className="flex flex-wrap items-center gap-2">
          <label htmlFor={inputId} className="sr-only">
            New name for {category.name}
          </label>
          <input
            id={inputId}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the admin's 'Rename', the field they are about to type in
            autoFocus
            onKeyDown={(event) => {
              if (event.key === 'Escape') setEditing(false);
            }}
            // The one field: its message is the alert right under it, as in the add form.
            aria-invalid={errors.name ? true : undefined}
            className={cn(inputClass, 'h-9 min-w-0 flex-1')}
            {...form.register('name')}
          />
          <Button type="submit" size="sm" disabled={rename.isPending}>
            <Check aria-hidden="true" className="size-4" />
            Save
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
            <X aria-hidden="true" className="size-4" />
            Cancel
          </Button>
        </form>
        <FormAlert message={error} />
      </li>
    );
  }

  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900 dark:text-white">{category.name}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          /{category.slug} · {category.blog_count} article{category.blog_count === 1 ? '' : 's'}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          variant="ghost"
          size="sm"
          onClick={open}
          aria-label={`Rename ${category.name}`}
          title="Rename"
        >
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          disabled={remove.isPending}
          aria-label={`Delete ${category.name}`}
          title="Delete"
          className="text-red-600 hover:text-red-700 dark:text-red-400"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </li>
  );
}

/** Categories with their article counts: create, rename in place, delete when unused. */
export function CategoriesManager() {
  const list = useCategoryStats();
  const create = useCreateCategory();
  const { form, errors, error, showError, onSubmit, refuse } = useSpecForm(CATEGORY_NAME_SCHEMA, {
    name: '',
  });
  const inputId = useId();
  const categories = list.data ?? [];

  const onCreate = onSubmit(({ name }) =>
    create.mutate(
      { name },
      {
        onSuccess: () => {
          toast.success(ADMIN_MESSAGES.categoryCreated(name));
          form.reset();
        },
        onError: (caught) => refuse(caught, ADMIN_MESSAGES.categoryCreateFailed, serverMessageOr),
      },
    ),
  );

  return (
    <section aria-labelledby="admin-categories-heading" className={card}>
      <SectionHeading
        id="admin-categories-heading"
        title="Categories"
        description="A category can be deleted once no article uses it."
      />
      <form noValidate onSubmit={onCreate} className="mt-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          New category name
        </label>
        <input
          id={inputId}
          placeholder="New category name"
          // The one field: its message is the alert right under it.
          aria-invalid={errors.name ? true : undefined}
          className={cn(inputClass, 'h-10 sm:max-w-xs')}
          {...form.register('name')}
        />
        <Button type="submit" disabled={create.isPending}>
          <Plus aria-hidden="true" className="size-4" />
          Add Category
        </Button>
      </form>
      <div className="mt-3">
        <FormAlert message={error} />
      </div>
      <div className="mt-2">
        <ListState
          isPending={list.isPending}
          isError={list.isError}
          isEmpty={categories.length === 0}
          emptyText="No categories yet."
          onRetry={() => void list.refetch()}
        />
        {categories.length > 0 && (
          <ul aria-label="Categories" className="divide-y divide-slate-200 dark:divide-slate-800">
            {categories.map((category) => (
              <CategoryItem key={category.id} category={category} onError={showError} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
