import { useLocation, useSearchParams } from 'react-router';
import { paths } from '../config/paths';
import { REDIRECT_PARAM, safeRedirect } from '../lib/redirect-to';

/** The sign-in page's address that brings the reader back here (this page, its query and anchor). */
export function useSignInHref(): string {
  const { pathname, search, hash } = useLocation();
  return paths.login.getHref(`${pathname}${search}${hash}`);
}

/** On a sign-in or sign-up page: where the reader goes once signed in. */
export function useRedirectAfterSignIn(): string {
  const [params] = useSearchParams();
  return safeRedirect(params.get(REDIRECT_PARAM));
}
