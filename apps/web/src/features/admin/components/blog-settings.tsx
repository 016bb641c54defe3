import { BLOG_FORM_MESSAGES, REVISION_LIMITS } from '@codegrow/shared/constants/content-messages';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@codegrow/shared/i18n/languages';
import type { Category } from '@codegrow/shared/schemas/blog';
import { useId, type ReactNode } from 'react';
import { FieldLabel } from '../../../components/ui/form/field-label';
import { inputClass } from '../../../components/ui/form/text-field';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';
import type { BlogFormValues } from '../model/blog-form';
import { card } from './admin-table';

interface BlogSettingsProps {
  values: BlogFormValues;
  set: <K extends keyof BlogFormValues>(key: K, value: BlogFormValues[K]) => void;
  categories: Category[] | undefined;
  creating: boolean;
  /** The cover image's picker, in the same card. */
  children: ReactNode;
}

/** The editor's side column: whether it is published and premium, its category, tags and cover. */
export function BlogSettings({ values, set, categories, creating, children }: BlogSettingsProps) {
  const publishId = useId();
  const premiumId = useId();
  const publishAtId = useId();
  const freeAtId = useId();
  const categoryId = useId();
  const tagsId = useId();
  const reviewedId = useId();
  const testedId = useId();
  const languageId = useId();
  // Published now and scheduled for later exclude each other: choosing one clears the other,
  // so the form never shows both as chosen.
  const publishNow = (checked: boolean) => {
    set('isPublished', checked);
    if (checked) set('publishAt', '');
  };
  const schedule = (at: string) => {
    set('publishAt', at);
    if (at !== '') set('isPublished', false);
  };
  return (
    <>
      <div className={cn(card, 'space-y-5')}>
        <Switch
          id={publishId}
          checked={values.isPublished}
          onChange={publishNow}
          label={creating ? BLOG_FORM_MESSAGES.publishImmediately : BLOG_FORM_MESSAGES.published}
          description="Drafts are visible to admins only."
        />
        <div className="space-y-1.5">
          <FieldLabel htmlFor={publishAtId}>Schedule (your time)</FieldLabel>
          <input
            id={publishAtId}
            type="datetime-local"
            step={1}
            value={values.publishAt}
            onChange={(event) => schedule(event.target.value)}
            aria-describedby={`${publishAtId}-hint`}
            className={inputClass}
          />
          <p id={`${publishAtId}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
            A scheduled article waits as a draft and goes live by itself at this time. Empty: as set
            above.
          </p>
        </div>
        <Switch
          id={premiumId}
          checked={values.isPremium}
          onChange={(checked) => set('isPremium', checked)}
          label="Premium"
          description="Only subscribers can read the full article."
        />
        {values.isPremium && (
          <div className="space-y-1.5">
            <FieldLabel htmlFor={freeAtId}>Free from (your time)</FieldLabel>
            <input
              id={freeAtId}
              type="datetime-local"
              step={1}
              value={values.freeAt}
              onChange={(event) => set('freeAt', event.target.value)}
              aria-describedby={`${freeAtId}-hint`}
              className={inputClass}
            />
            <p id={`${freeAtId}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
              Premium until then, free to every reader after. Empty: premium for good.
            </p>
          </div>
        )}
      </div>
      <div className={cn(card, 'space-y-5')}>
        <div className="space-y-1.5">
          <FieldLabel htmlFor={categoryId}>Category</FieldLabel>
          <select
            id={categoryId}
            value={values.category}
            onChange={(event) => set('category', event.target.value)}
            className={inputClass}
          >
            <option value="">Select a category</option>
            {categories?.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <FieldLabel htmlFor={languageId}>Language</FieldLabel>
          <select
            id={languageId}
            value={values.language}
            onChange={(event) => set('language', event.target.value as Language)}
            aria-describedby={`${languageId}-hint`}
            className={inputClass}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
          <p id={`${languageId}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
            The language the article is written in: pages in the other language mark it so.
          </p>
        </div>
        <div className="space-y-1.5">
          <FieldLabel htmlFor={tagsId}>Tags</FieldLabel>
          <input
            id={tagsId}
            value={values.tags}
            onChange={(event) => set('tags', event.target.value)}
            placeholder="sql, joins, performance"
            className={inputClass}
          />
          <p className="text-xs text-slate-500 dark:text-slate-400">Separate with commas.</p>
        </div>
        {children}
      </div>
      <div className={cn(card, 'space-y-5')}>
        <div className="space-y-1.5">
          <FieldLabel htmlFor={reviewedId}>Reviewed on</FieldLabel>
          <input
            id={reviewedId}
            type="date"
            value={values.reviewedOn}
            onChange={(event) => set('reviewedOn', event.target.value)}
            aria-describedby={`${reviewedId}-hint`}
            className={inputClass}
          />
          <p id={`${reviewedId}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
            The day you last checked the article still holds. Readers see it; after a year without
            one, they see a notice.
          </p>
        </div>
        <div className="space-y-1.5">
          <FieldLabel htmlFor={testedId}>Tested with</FieldLabel>
          <input
            id={testedId}
            value={values.testedWith}
            onChange={(event) => set('testedWith', event.target.value)}
            placeholder="Node 22, PostgreSQL 17"
            maxLength={REVISION_LIMITS.testedWithMax}
            className={inputClass}
          />
        </div>
      </div>
    </>
  );
}
