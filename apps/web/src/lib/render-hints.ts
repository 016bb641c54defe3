import { RENDER_HINT_COOKIES, stylesheetsHint } from '@codegrow/shared/constants/site';

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

/**
 * Once the page is loaded and the browser idle, fetches the stylesheets the server wrote into
 * the page (each `<style data-href>`) into the browser's cache, then tells the server so: its
 * next pages link them instead of carrying them (about 60 % of a page's compressed bytes).
 * A browser that later drops them from its cache fetches them once, before painting.
 */
export function keepInlinedStylesheets(): void {
  const inlined = [...document.querySelectorAll<HTMLStyleElement>('style[data-href]')];
  const addresses = inlined.map((style) => style.dataset.href ?? '').filter(Boolean);
  // Without cookies the server could not be told: the fetch would be repeated on every page.
  if (addresses.length === 0 || !navigator.cookieEnabled) return;
  const fetchAll = () =>
    Promise.all(
      addresses.map((address) =>
        fetch(address).then((response) => {
          if (!response.ok) throw new Error(`${address}: ${response.status}`);
          // Read to the end: the browser's cache holds only a whole answer.
          return response.arrayBuffer();
        }),
      ),
    ).then(
      () => writeCookie(RENDER_HINT_COOKIES.stylesheets, stylesheetsHint(addresses)),
      // Pages keep carrying their styles; nothing the reader would notice.
      () => undefined,
    );
  // A page that never goes idle (an animation, a busy tab) still gets there within seconds.
  const whenIdle = (run: () => void) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: 5_000 })
      : setTimeout(run, 200);
  if (document.readyState === 'complete') whenIdle(fetchAll);
  else addEventListener('load', () => whenIdle(fetchAll), { once: true });
}
