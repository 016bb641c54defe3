/** The query parameter a sign-in page reads to know where the reader was. */
export const REDIRECT_PARAM = 'redirectTo';

/**
 * Where to go after signing in: the page that asked, when it is a path of this site; home for
 * anything else (another site's address, `//host`, a sign-in page), so a crafted link cannot
 * send a reader off the site (an open redirect).
 */
export function safeRedirect(to: string | null | undefined, fallback = '/'): string {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback;
  const { pathname } = new URL(to, 'http://codegrow.invalid');
  return pathname === '/login' || pathname === '/register' ? fallback : to;
}
