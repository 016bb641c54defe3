import type { Language } from '@codegrow/shared/i18n/languages';
import type { User } from '@codegrow/shared/schemas/user';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProvider } from '../src/app/provider';
import { createI18n } from '../src/lib/i18n/i18n';
import { bn } from '../src/locales/bn';
import { en } from '../src/locales/en';

function WhereNow() {
  return <p>Now at {useLocation().pathname}</p>;
}

/**
 * One page of the app at `url` in `language`, as its route renders it for `viewer` (a visitor when null):
 * the app's providers, a router at that address and a fresh query cache, as a browser that
 * opened the page would have them.
 */
export function renderPage(
  { path, url, Page }: { path: string; url: string; Page: ComponentType },
  viewer: User | null = null,
  language: Language = 'en',
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Anywhere else the page leads says where it is, for a test to see that the page went there.
  const elsewhere = { path: '*', Component: WhereNow };
  const router = createMemoryRouter([{ path, Component: Page }, elsewhere], {
    initialEntries: [url],
  });
  return render(
    <AppProvider
      queryClient={queryClient}
      i18n={createI18n(language, { en, bn }[language])}
      viewer={viewer}
    >
      <RouterProvider router={router} />
    </AppProvider>,
  );
}
