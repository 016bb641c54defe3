import { BLOG_FORM_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@codegrow/shared/i18n/languages';
import type { Blog } from '@codegrow/shared/schemas/blog';
import { blogWriteSchema } from '@codegrow/shared/schemas/blog-write';
import { z } from 'zod';
import { instantOf, localInputValue } from './schedule-time';

/** The create and edit forms' fields, as typed. `category` is the category's id as text. */
export interface BlogFormValues {
  title: string;
  category: string;
  tags: string;
  content: string;
  excerpt: string;
  isPremium: boolean;
  isPublished: boolean;
  /** A `datetime-local` value in the admin's time: goes live then by itself; '' for none. */
  publishAt: string;
  /** The same, for a premium article to become free; '' for none. */
  freeAt: string;
  /** 'Reviewed on' as a `date` input's value (YYYY-MM-DD); '' for none. */
  reviewedOn: string;
  /** 'Tested with', e.g. 'Node 22, PostgreSQL 17'. */
  testedWith: string;
  /** The language the article is written in. */
  language: Language;
  /** On edit: the revision's line on what changed; '' lets the server write one. */
  changeSummary: string;
}

/** docs/product.md §4 defaults: published on creation, not premium. */
export const EMPTY_BLOG_FORM: BlogFormValues = {
  title: '',
  category: '',
  tags: '',
  content: '',
  excerpt: '',
  isPremium: false,
  isPublished: true,
  publishAt: '',
  freeAt: '',
  reviewedOn: '',
  testedWith: '',
  language: DEFAULT_LANGUAGE,
  changeSummary: '',
};

/** The editor's language select: one of the interface's languages. */
const languageField = z.enum(LANGUAGES);

/**
 * docs/product.md §5 create rules, in order (title, then category, then content), with the
 * schema the server uses, over the fields the form has.
 */
export const blogCreateFormSchema = blogWriteSchema
  .pick({
    title: true,
    category: true,
    content: true,
    tags: true,
    excerpt: true,
    isPremium: true,
    isPublished: true,
    testedWith: true,
  })
  // The admin's own times, turned into instants when sent; the server checks them.
  .extend({
    publishAt: z.string(),
    freeAt: z.string(),
    reviewedOn: z.string(),
    language: languageField,
    changeSummary: z.string(),
  });

const present = z
  .string()
  .refine((text) => text.trim() !== '', { error: BLOG_FORM_MESSAGES.requiredFields });

/** docs/product.md §5 edit rule: title, category and content present; no length checks. */
export const blogEditFormSchema = z.object({
  title: present,
  category: present,
  content: present,
  tags: z.string(),
  excerpt: z.string(),
  isPremium: z.boolean(),
  isPublished: z.boolean(),
  publishAt: z.string(),
  freeAt: z.string(),
  reviewedOn: z.string(),
  testedWith: blogWriteSchema.shape.testedWith,
  language: languageField,
  changeSummary: blogWriteSchema.shape.changeSummary,
});

/**
 * The multipart body of POST /blogs and PUT /blogs/:id. The mind map goes only
 * when the author changed it, so an edit otherwise keeps the article's map.
 */
export function blogFormData(
  values: BlogFormValues,
  image: File | null,
  mindmapData?: string | null,
  removeImage = false,
): FormData {
  const body = new FormData();
  body.set('title', values.title.trim());
  body.set('category', values.category);
  body.set('tags', values.tags);
  body.set('content', values.content);
  body.set('excerpt', values.excerpt.trim());
  body.set('isPremium', String(values.isPremium));
  body.set('isPublished', String(values.isPublished));
  // Sent always: an empty value takes a schedule away.
  body.set('publishAt', instantOf(values.publishAt));
  body.set('freeAt', values.isPremium ? instantOf(values.freeAt) : '');
  body.set('reviewedOn', values.reviewedOn);
  body.set('testedWith', values.testedWith.trim());
  body.set('language', values.language);
  if (values.changeSummary.trim()) body.set('changeSummary', values.changeSummary.trim());
  if (image) body.set('image', image, image.name);
  else if (removeImage) body.set('removeImage', 'true');
  if (mindmapData) body.set('mindmapData', mindmapData);
  return body;
}

/** The edit form's starting values from the stored article. */
export function valuesFromBlog(
  blog: Pick<
    Blog,
    | 'title'
    | 'category_id'
    | 'tags'
    | 'content'
    | 'excerpt'
    | 'is_premium'
    | 'is_published'
    | 'publish_at'
    | 'free_at'
    | 'reviewed_on'
    | 'tested_with'
    | 'language'
  >,
): BlogFormValues {
  return {
    title: blog.title,
    category: String(blog.category_id),
    tags: blog.tags,
    content: blog.content ?? '',
    excerpt: blog.excerpt,
    isPremium: blog.is_premium,
    isPublished: blog.is_published,
    publishAt: localInputValue(blog.publish_at),
    freeAt: localInputValue(blog.free_at),
    reviewedOn: blog.reviewed_on ?? '',
    testedWith: blog.tested_with ?? '',
    language: blog.language,
    changeSummary: '',
  };
}

/** The preview's tag chips: trimmed, without empties. */
export function tagList(tags: string): string[] {
  return tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** docs/product.md §2: the mind-map section's toggle text. */
export function mindmapToggleLabel(open: boolean, hasMindmap: boolean): string {
  if (open) return BLOG_FORM_MESSAGES.hideMindmapEditor;
  return hasMindmap ? BLOG_FORM_MESSAGES.editMindmap : BLOG_FORM_MESSAGES.createMindmap;
}
