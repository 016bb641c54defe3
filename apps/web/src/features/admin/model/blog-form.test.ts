import { BLOG_FORM_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { firstFormError } from '@codegrow/shared/schemas/form';
import { describe, expect, it } from 'vitest';
import {
  blogCreateFormSchema,
  blogEditFormSchema,
  blogFormData,
  EMPTY_BLOG_FORM,
  mindmapToggleLabel,
  tagList,
  valuesFromBlog,
  type BlogFormValues,
} from './blog-form';

const validateCreate = (values: BlogFormValues) =>
  firstFormError(blogCreateFormSchema, values)?.msg ?? null;
const validateEdit = (values: BlogFormValues) =>
  firstFormError(blogEditFormSchema, values)?.msg ?? null;

const valid: BlogFormValues = {
  ...EMPTY_BLOG_FORM,
  title: 'Closures in JavaScript',
  category: '2',
  content: 'A closure keeps its scope alive.',
};

describe('the create form', () => {
  it('checks title, then category, then content, with the docs/product.md §5 messages', () => {
    expect(validateCreate(EMPTY_BLOG_FORM)).toBe('Title must be at least 3 characters');
    expect(validateCreate({ ...EMPTY_BLOG_FORM, title: '  ab  ' })).toBe(
      BLOG_FORM_MESSAGES.titleTooShort,
    );
    expect(validateCreate({ ...EMPTY_BLOG_FORM, title: 'abc' })).toBe('Please select a category');
    expect(validateCreate({ ...EMPTY_BLOG_FORM, title: 'abc', category: '1' })).toBe(
      'Content must be at least 10 characters',
    );
    expect(validateCreate({ ...valid, content: '  123456789  ' })).toBe(
      BLOG_FORM_MESSAGES.contentTooShort,
    );
  });

  it('accepts a complete article', () => {
    expect(validateCreate(valid)).toBeNull();
  });

  it('refuses a title over 500 characters', () => {
    expect(validateCreate({ ...valid, title: 'x'.repeat(501) })).toBe(
      BLOG_FORM_MESSAGES.titleTooLong,
    );
  });
});

describe('the edit form', () => {
  it('needs title, category and content, without length checks', () => {
    expect(validateEdit({ ...valid, title: 'ab', content: 'short' })).toBeNull();
    expect(validateEdit({ ...valid, title: ' ' })).toBe('Please fill in all required fields');
    expect(validateEdit({ ...valid, category: '' })).toBe(BLOG_FORM_MESSAGES.requiredFields);
    expect(validateEdit({ ...valid, content: '' })).toBe(BLOG_FORM_MESSAGES.requiredFields);
  });
});

describe('blogFormData', () => {
  it('sends every field as text, flags as true/false, and no mind map', () => {
    const body = blogFormData({ ...valid, title: ' Spaced ', isPremium: true }, null);
    expect(body.get('title')).toBe('Spaced');
    expect(body.get('category')).toBe('2');
    expect(body.get('isPremium')).toBe('true');
    expect(body.get('isPublished')).toBe('true');
    expect(body.get('language')).toBe('en');
    expect(body.has('image')).toBe(false);
    expect(body.has('mindmapData')).toBe(false);
  });

  it('sends the schedule as instants, and a free time only for a premium article', () => {
    const local = '2027-01-31T09:30:00';
    const scheduled = { ...valid, publishAt: local, freeAt: local };
    expect(blogFormData(scheduled, null).get('publishAt')).toBe(new Date(local).toISOString());
    expect(blogFormData(scheduled, null).get('freeAt')).toBe('');
    expect(blogFormData({ ...scheduled, isPremium: true }, null).get('freeAt')).toBe(
      new Date(local).toISOString(),
    );
    expect(blogFormData(valid, null).get('publishAt')).toBe('');
  });

  it('attaches the chosen image as the image field', () => {
    const image = new File([new Uint8Array([1, 2, 3])], 'cover.png', { type: 'image/png' });
    const sent = blogFormData(valid, image).get('image');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('cover.png');
  });

  it('asks to remove the stored image only when no new one replaces it', () => {
    expect(blogFormData(valid, null, null, true).get('removeImage')).toBe('true');
    expect(blogFormData(valid, null).has('removeImage')).toBe(false);
    const image = new File([new Uint8Array([1])], 'new.png', { type: 'image/png' });
    expect(blogFormData(valid, image, null, true).has('removeImage')).toBe(false);
  });
});

describe('valuesFromBlog', () => {
  it('starts the edit form from the stored article', () => {
    expect(
      valuesFromBlog({
        title: 'T',
        category_id: 4,
        tags: 'a, b',
        content: null,
        excerpt: 'E',
        is_premium: true,
        is_published: false,
        publish_at: null,
        free_at: null,
        reviewed_on: '2026-11-01',
        tested_with: 'Node 22',
        language: 'bn',
      }),
    ).toEqual({
      title: 'T',
      category: '4',
      tags: 'a, b',
      content: '',
      excerpt: 'E',
      isPremium: true,
      isPublished: false,
      publishAt: '',
      freeAt: '',
      reviewedOn: '2026-11-01',
      testedWith: 'Node 22',
      language: 'bn',
      changeSummary: '',
    });
  });
});

describe('small helpers', () => {
  it('lists tags without blanks', () => {
    expect(tagList(' sql, , joins ,')).toEqual(['sql', 'joins']);
  });

  it('names the mind-map toggle by state', () => {
    expect(mindmapToggleLabel(false, false)).toBe('Create Mindmap');
    expect(mindmapToggleLabel(false, true)).toBe('Edit Mindmap');
    expect(mindmapToggleLabel(true, true)).toBe('Hide Mindmap Editor');
  });
});
