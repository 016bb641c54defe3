import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from '@codegrow/shared/constants/ui-messages';
import { categories } from '../../src/db/schema/index';
import { buildTestApp, insertArticle, type TestApp } from '../helper';

const ARTICLES = 12;

let t: TestApp;
let ids: number[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.db.insert(categories).values({ name: 'Bursts', slug: 'bursts' });
  ids = [];
  for (let n = 1; n <= ARTICLES; n += 1) ids.push(await insertArticle(t.app, `Burst number ${n}`));
});
afterAll(() => t.close());

const preview = (id: number) => t.app.inject({ url: `/og/blog/${id}.png` });

describe('a burst of preview images', () => {
  it('answers each with its image or a 503 to retry, while readers are still served', async () => {
    const [previews, read] = await Promise.all([
      Promise.all(ids.map(preview)),
      t.app.inject({ url: '/api/blogs?limit=3' }),
    ]);
    expect(read.statusCode).toBe(200);
    for (const response of previews) {
      if (response.statusCode === 200) {
        expect(response.headers['content-type']).toBe('image/png');
        continue;
      }
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBeDefined();
      expect(response.json()).toEqual({ message: API_ERROR_MESSAGES.serverBusy });
    }
    // Asked one at a time, every image is there (those rendered in the burst from memory).
    for (const id of ids) expect((await preview(id)).statusCode).toBe(200);
  });
});
