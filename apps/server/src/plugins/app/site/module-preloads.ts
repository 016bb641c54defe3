/**
 * The `<link rel="modulepreload">` tags that name the files of a page's modules (its routes',
 * the toaster's), from the web build's `.vite/route-chunks.json` (each module's built files
 * beyond the entries). Without them the browser learns of a route's files only once the main
 * bundle has arrived and run: one more round trip, and on a slow phone the bundle's
 * evaluation, before the page can hydrate. Without that file (an older build) there are none.
 */
export function modulePreloads(routeChunksJson: string | null): (modules?: string[]) => string {
  const filesByModule = new Map(
    Object.entries(
      routeChunksJson === null ? {} : (JSON.parse(routeChunksJson) as Record<string, string[]>),
    ),
  );
  return (modules = []) =>
    [...new Set(modules.flatMap((module) => filesByModule.get(module) ?? []))]
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
      .join('');
}
