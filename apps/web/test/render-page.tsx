import type { User } from '@codegrow/shared/schemas/user';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../src/app/provider';

/**
 * One page of the app at `url`, as its route renders it for `viewer` (a visitor when null):
 * the app's providers, a router at that address and a fresh query cache, as a browser that
 * opened the page would have them.
 */
export function renderPage(
  { path, url, Page }: { path: string; url: string; Page: ComponentType },
  viewer: User | null = null,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path, Component: Page }], { initialEntries: [url] });
  return render(
    <AppProvider queryClient={queryClient} viewer={viewer}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}
