import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer';

const schema = z.object({
  id: z.number(),
  title: z.string(),
  image_url: z.string().nullable(),
  author: z.object({ name: z.string() }).nullable(),
  data: z.unknown().nullable(),
  isLiked: z.boolean().optional(),
});

const compile = (checkShapes: boolean) =>
  responseSerializer({ checkShapes })({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('response serializer', () => {
  it('writes what the schema names and leaves out the rest, as zod did', () => {
    const text = compile(false)({
      id: 1,
      title: 'Joins',
      image_url: null,
      author: { name: 'Ada', password: 'never' },
      data: { nodes: [1, 2] },
      content: 'a premium body that no schema names',
    });
    expect(JSON.parse(text)).toEqual({
      id: 1,
      title: 'Joins',
      image_url: null,
      author: { name: 'Ada' },
      data: { nodes: [1, 2] },
    });
  });

  it('writes nulls where the schema allows them', () => {
    const answer = { id: 2, title: 'T', image_url: 'https://x/y.png', author: null, data: null };
    expect(JSON.parse(compile(false)(answer))).toEqual(answer);
  });

  it('refuses, in the tests, an answer outside its schema', () => {
    expect(() => compile(true)({ id: 'one', title: 'T', image_url: null, author: null })).toThrow(
      /answered outside its schema/,
    );
  });
});
