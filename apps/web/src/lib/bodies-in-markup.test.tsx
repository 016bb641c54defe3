import type { DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { leaveBodiesInMarkup, takeBodiesFromMarkup } from './bodies-in-markup';

const body = '<h2 id="joins">Joins</h2><p>Rows &amp; <code>tables</code>.</p>';

/** A page's state holding article 7 with its body, and a list without bodies. */
const state = (html: string): DehydratedState =>
  ({
    mutations: [],
    queries: [
      {
        queryKey: ['blogs', 'detail', 'anonymous', 7],
        state: { data: { id: 7, content_html: html } },
      },
      { queryKey: ['blogs', 'list'], state: { data: { blogs: [] } } },
    ],
  }) as unknown as DehydratedState;

const bodyOf = (page: DehydratedState) =>
  (page.queries[0]?.state.data as { content_html: string }).content_html;

describe("an article's body in a page's state", () => {
  it('is left to the markup that shows it, and read back from the page as the browser parsed it', () => {
    const markup = `<main><div data-article-body="7">${body}</div></main>`;
    const sent = leaveBodiesInMarkup(state(body), markup);
    expect(JSON.stringify(sent)).not.toContain('Joins');
    expect(sent.queries[1]).toEqual(state(body).queries[1]);
    document.body.innerHTML = markup;
    expect(bodyOf(takeBodiesFromMarkup(sent, document))).toBe(body);
  });

  it('stays in the state where the markup does not show it', () => {
    const sent = leaveBodiesInMarkup(state(body), '<div data-article-body="8"></div>');
    expect(bodyOf(sent)).toBe(body);
    expect(bodyOf(takeBodiesFromMarkup(sent, document))).toBe(body);
  });
});
