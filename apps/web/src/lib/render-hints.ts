import { RENDER_HINT_COOKIES } from '@codegrow/shared/constants/site';

const YEAR_SECONDS = 365 * 24 * 3600;

function writeCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const lifetime = value === null ? 'Max-Age=0' : `Max-Age=${YEAR_SECONDS}`;
  document.cookie = `${name}=${value ?? ''}; Path=/; ${lifetime}; SameSite=Lax${secure}`;
}

/** Tells the server a session lives in this browser (see RENDER_HINT_COOKIES). */
export function setSessionHint(signedIn: boolean): void {
  writeCookie(RENDER_HINT_COOKIES.session, signedIn ? '1' : null);
}

/** Tells the server which theme to put on <html>, so a dark page never flashes white. */
export function setThemeHint(theme: string): void {
  writeCookie(RENDER_HINT_COOKIES.theme, theme);
}
