import { useState, type ComponentType } from 'react';
import { createBrowserRouter, redirect, RouterProvider, type RouteObject } from 'react-router';
import { AppError } from '../components/errors/app-error';
import { PageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { RootLayout } from './root-layout';

/** Route modules load on first visit, keeping the main bundle to the shell. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    ErrorBoundary: AppError,
    HydrateFallback: PageSpinner,
    children: [
      {
        // A page that throws keeps the header and footer around the error.
        ErrorBoundary: AppError,
        children: [
          { index: true, ...page(() => import('./routes/home')) },
          { path: paths.blogs.path, ...page(() => import('./routes/blogs')) },
          { path: paths.blog.path, ...page(() => import('./routes/blog')) },
          { path: paths.subscribe.path, ...page(() => import('./routes/subscribe')) },
          { path: paths.search.path, ...page(() => import('./routes/search')) },
          { path: paths.contact.path, ...page(() => import('./routes/contact')) },
          { path: paths.terms.path, ...page(() => import('./routes/legal/terms')) },
          { path: paths.privacy.path, ...page(() => import('./routes/legal/privacy')) },
          { path: paths.firebaseTest.path, ...page(() => import('./routes/firebase-test')) },
          { path: paths.mindmapView.path, ...page(() => import('./routes/mindmap/viewer')) },
          // Outside GuestOnly: a signed-in reader may still open a link from the e-mail.
          {
            path: paths.forgotPassword.path,
            ...page(() => import('./routes/auth/forgot-password')),
          },
          { path: paths.resetPassword.path, ...page(() => import('./routes/auth/reset-password')) },
          {
            Component: GuestOnly,
            children: [
              { path: paths.login.path, ...page(() => import('./routes/auth/login')) },
              { path: paths.register.path, ...page(() => import('./routes/auth/register')) },
            ],
          },
          {
            Component: RequireAuth,
            children: [{ path: paths.dashboard.path, ...page(() => import('./routes/dashboard')) }],
          },
          {
            Component: RequireAdmin,
            children: [
              { path: paths.admin.root.path, ...page(() => import('./routes/admin/dashboard')) },
              {
                path: paths.admin.blogEdit.path,
                loader: ({ params }) => redirect(paths.editBlog.getHref(params.id ?? '')),
              },
              { path: paths.admin.rest.path, ...page(() => import('./routes/admin/coming-soon')) },
              { path: paths.createBlog.path, ...page(() => import('./routes/admin/create-blog')) },
              { path: paths.editBlog.path, ...page(() => import('./routes/admin/edit-blog')) },
              { path: paths.user.path, ...page(() => import('./routes/admin/user')) },
              { path: paths.mindmapCreate.path, ...page(() => import('./routes/mindmap/editor')) },
              { path: paths.mindmapEdit.path, ...page(() => import('./routes/mindmap/editor')) },
              { path: paths.mindmap.path, ...page(() => import('./routes/mindmap/editor')) },
            ],
          },
          { path: '*', ...page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
