import type { Category } from '@codegrow/shared/schemas/blog';
import { ADMIN_MESSAGES } from '@codegrow/shared/constants/admin-messages';
import { Check, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { inputClass } from '../../../components/ui/form/text-field';
import { serverMessageOr } from '../../../lib/api-error-message';
import { cn } from '../../../lib/cn';
import { useFormError } from '../../../hooks/use-form-error';
import { useCreateCategory } from '../api/create-category';
import { useDeleteCategory } from '../api/delete-category';
import { useCategoryStats } from '../api/get-categories';
import { useUpdateCategory } from '../api/update-category';
import { ListState, SectionHeading, card } from './admin-table';

function CategoryItem({ category, onError }: { category: Category; onError: (m: string) => void }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const rename = useUpdateCategory();
  const remove = useDeleteCategory();
  const inputId = useId();

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = name.trim();
    if (!next || next === category.name) {
      setEditing(false);
      setName(category.name);
      return;
    }
    rename.mutate(
      { id: category.id, name: next },
      {
        onSuccess: () => {
          toast.success(ADMIN_MESSAGES.categoryRenamed(next));
          setEditing(false);
        },
        onError: (error) => onError(serverMessageOr(error, ADMIN_MESSAGES.categoryRenameFailed)),
      },
    );
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
      <li className="py-3">
        <form onSubmit={save} className="flex flex-wrap items-center gap-2">
          <label htmlFor={inputId} className="sr-only">
            New name for {category.name}
          </label>
          <input
            id={inputId}
            value={name}
            onChange={(event) => setName(event.target.value)}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the admin's 'Rename', the field they are about to type in
            autoFocus
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setEditing(false);
                setName(category.name);
              }
            }}
            className={cn(inputClass, 'h-9 min-w-0 flex-1')}
          />
          <Button type="submit" size="sm" disabled={rename.isPending}>
            <Check aria-hidden="true" className="size-4" />
            Save
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setEditing(false);
              setName(category.name);
            }}
          >
            <X aria-hidden="true" className="size-4" />
            Cancel
          </Button>
        </form>
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
          onClick={() => setEditing(true)}
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
  const [name, setName] = useState('');
  const { error, setError, showError } = useFormError();
  const inputId = useId();
  const categories = list.data ?? [];

  const fail = (message: string) => {
    showError(message);
  };

  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = name.trim();
    if (!value) {
      fail(ADMIN_MESSAGES.categoryNameRequired);
      return;
    }
    setError(null);
    create.mutate(
      { name: value },
      {
        onSuccess: () => {
          toast.success(ADMIN_MESSAGES.categoryCreated(value));
          setName('');
        },
        onError: (caught) => fail(serverMessageOr(caught, ADMIN_MESSAGES.categoryCreateFailed)),
      },
    );
  };

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
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="New category name"
          className={cn(inputClass, 'h-10 sm:max-w-xs')}
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
              <CategoryItem key={category.id} category={category} onError={fail} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
