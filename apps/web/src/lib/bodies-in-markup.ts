import type { DehydratedState } from '@tanstack/react-query';

/** The attribute an article body's element carries: the article's id. */
export const ARTICLE_BODY_ATTRIBUTE = 'data-article-body';

/** What a page's state holds instead of an article's HTML that its markup already holds. */
const IN_MARKUP = '\u0000in-markup';

type WithBody = { id: number; content_html: string };

const withBody = (data: unknown): data is WithBody =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as Partial<WithBody>).id === 'number' &&
  typeof (data as Partial<WithBody>).content_html === 'string';

const bodySelector = (id: number) => `[${ARTICLE_BODY_ATTRIBUTE}="${id}"]`;

/** Each query's data, changed by `change` where it is an article with its body. */
function mapBodies(state: DehydratedState, change: (article: WithBody) => WithBody) {
  return {
    ...state,
    queries: state.queries.map((query) =>
      withBody(query.state.data)
        ? { ...query, state: { ...query.state, data: change(query.state.data) } }
        : query,
    ),
  };
}

/**
 * The page's state without the HTML of each article body that `markup` (the page's markup, as
 * text or bytes) shows: it would be carried twice, a quarter of a subscriber's article page.
 * The browser takes it back from the page before the app starts (`takeBodiesFromMarkup`).
 */
export function leaveBodiesInMarkup(
  state: DehydratedState,
  markup: { includes(text: string): boolean },
): DehydratedState {
  return mapBodies(state, (article) =>
    article.content_html !== '' && markup.includes(`${ARTICLE_BODY_ATTRIBUTE}="${article.id}"`)
      ? { ...article, content_html: IN_MARKUP }
      : article,
  );
}

/**
 * The page's state with each body left in the markup read back from it, as the browser parsed
 * it: read before the app changes anything in the page.
 */
export function takeBodiesFromMarkup(state: DehydratedState, page: ParentNode): DehydratedState {
  return mapBodies(state, (article) =>
    article.content_html === IN_MARKUP
      ? { ...article, content_html: page.querySelector(bodySelector(article.id))?.innerHTML ?? '' }
      : article,
  );
}
