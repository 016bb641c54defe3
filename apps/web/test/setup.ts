import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setTextsOutsideAnyPage } from '../src/lib/i18n/use-translation';
import { setApiTransport } from '../src/lib/api-client';
import { english } from './english';

/**
 * Component tests render the app's real components, hooks and API client in jsdom; only the
 * network is stood in for, by MSW at the fetch boundary, with handlers each test gives.
 * A request no handler answers fails the test: nothing reaches a real server.
 */
export const api = setupServer();

// A component rendered without the app's providers speaks English, as the site's default does.
setTextsOutsideAnyPage(english);

beforeAll(() => {
  api.listen({ onUnhandledRequest: 'error' });
  // jsdom has no media queries: a light-scheme screen that allows motion, as most readers have.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
  // The app asks for '/api/...' as a page does; Node's fetch needs the page's origin to go with it.
  setApiTransport((input, init) => fetch(new URL(String(input), window.location.origin), init));
});
afterEach(() => {
  cleanup();
  api.resetHandlers();
  // Each test is a tab of its own: what one kept for its tab (a typed ID, a draft) is gone.
  sessionStorage.clear();
});
afterAll(() => api.close());
