/** The app's icons (apps/web/public/icons), drawn from favicon.svg. */
const ICON_SIZES = [192, 512] as const;

/** The indigo of the site's mark, for the browser's bar and the installed app's splash. */
const THEME_COLOR = '#4f46e5';

/**
 * The web app manifest: what a phone needs to install the site as an app (its name, start page,
 * standalone display and icons). Made from the site's configured name, so a deployment under
 * another name installs under it.
 */
export function webManifest(site: { name: string; slogan: string }) {
  return {
    name: `${site.name}: ${site.slogan}`,
    short_name: site.name,
    description: site.slogan,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: ICON_SIZES.map((size) => ({
      src: `/icons/icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
    })),
  };
}
