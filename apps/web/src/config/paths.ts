import { OFFLINE_PAGE } from '../lib/offline/offline-caches';
import { REDIRECT_PARAM } from '../lib/redirect-to';

/** A sign-in or sign-up page, with the page to come back to after it when a page asked. */
const signInPage = (path: string, redirectTo?: string) =>
  redirectTo ? `${path}?${new URLSearchParams({ [REDIRECT_PARAM]: redirectTo }).toString()}` : path;

/** Every route of docs/product.md §2 in one place; links use getHref() so no route string is retyped. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  blogs: {
    path: '/blogs',
    /** The list, optionally filtered: empty filters are left out so plain `/blogs` stays clean. */
    getHref: (filters: { search?: string; category?: string } = {}) => {
      const query = new URLSearchParams();
      const search = filters.search?.trim();
      const category = filters.category?.trim();
      if (search) query.set('search', search);
      if (category) query.set('category', category);
      const qs = query.toString();
      return qs ? `/blogs?${qs}` : '/blogs';
    },
  },
  blog: { path: '/blog/:id', getHref: (id: number | string) => `/blog/${id}` },
  login: { path: '/login', getHref: (redirectTo?: string) => signInPage('/login', redirectTo) },
  register: {
    path: '/register',
    getHref: (redirectTo?: string) => signInPage('/register', redirectTo),
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: {
    path: '/reset-password',
    /** The page an e-mailed reset link opens; the link carries its token as `?token=`. */
    getHref: (token?: string) =>
      token ? `/reset-password?${new URLSearchParams({ token }).toString()}` : '/reset-password',
  },
  subscribe: { path: '/subscribe', getHref: () => '/subscribe' },
  /** The page an e-mailed gift link opens; the link carries its token as `?token=`. */
  gift: {
    path: '/gift',
    getHref: (token: string) => `/gift?${new URLSearchParams({ token }).toString()}`,
  },
  search: {
    path: '/search',
    /** The search page, with `?q=` when there is something to look for. */
    getHref: (query = '') => {
      const q = query.trim();
      return q ? `/search?${new URLSearchParams({ q }).toString()}` : '/search';
    },
  },
  contact: { path: '/contact', getHref: () => '/contact' },
  learningPaths: { path: '/paths', getHref: () => '/paths' },
  learningPath: { path: '/paths/:slug', getHref: (slug: string) => `/paths/${slug}` },
  offline: { path: OFFLINE_PAGE, getHref: () => OFFLINE_PAGE },
  certificate: { path: '/certificates/:id', getHref: (id: string) => `/certificates/${id}` },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  firebaseTest: { path: '/firebase-test', getHref: () => '/firebase-test' },
  mindmapView: {
    path: '/mindmap/view/:id',
    getHref: (id: number | string) => `/mindmap/view/${id}`,
  },
  dashboard: {
    path: '/dashboard',
    /** The dashboard, on a tab other than the overview when one is named (`?tab=`). */
    getHref: (tab?: string) =>
      tab && tab !== 'overview'
        ? `/dashboard?${new URLSearchParams({ tab }).toString()}`
        : '/dashboard',
  },
  user: { path: '/user/:id', getHref: (id: number | string) => `/user/${id}` },
  admin: {
    root: {
      path: '/admin',
      /** The admin dashboard, on a tab other than the overview when one is named (`?tab=`). */
      getHref: (tab?: string) =>
        tab && tab !== 'overview' ? `/admin?${new URLSearchParams({ tab }).toString()}` : '/admin',
    },
    blogEdit: {
      path: '/admin/blogs/edit/:id',
      getHref: (id: number | string) => `/admin/blogs/edit/${id}`,
    },
    /** An article's history: its revisions, a diff of each, restore. */
    blogHistory: {
      path: '/admin/blogs/:id/history',
      getHref: (id: number | string) => `/admin/blogs/${id}/history`,
    },
    rest: { path: '/admin/*', getHref: (rest: string) => `/admin/${rest}` },
  },
  createBlog: { path: '/create-blog', getHref: () => '/create-blog' },
  editBlog: { path: '/edit-blog/:id', getHref: (id: number | string) => `/edit-blog/${id}` },
  mindmapCreate: {
    path: '/mindmap/create/:blogId',
    getHref: (blogId: number | string) => `/mindmap/create/${blogId}`,
  },
  mindmapEdit: {
    path: '/mindmap/edit/:id',
    getHref: (id: number | string) => `/mindmap/edit/${id}`,
  },
  mindmap: { path: '/mindmap/:id', getHref: (id: number | string) => `/mindmap/${id}` },
} as const;
