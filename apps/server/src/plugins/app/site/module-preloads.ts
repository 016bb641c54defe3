/**
 * The `<link rel="modulepreload">` tags that name a page's route modules' files, from the
 * web build's `.vite/route-chunks.json` (each route module's built files beyond the entries).
 * Without them the browser learns of a route's files only once the main bundle has arrived
 * and run: one more round trip, and on a slow phone the bundle's evaluation, before the page
 * can hydrate. Without that file (an older build) there are none.
 */
export function modulePreloads(routeChunksJson: string | null): (modules: string[]) => string {
  const filesByModule = new Map(
    Object.entries(
      routeChunksJson === null ? {} : (JSON.parse(routeChunksJson) as Record<string, string[]>),
    ),
  );
  const tagsByModules = new Map<string, string>();

  const tags = (modules: string[]) =>
    [...new Set(modules.flatMap((module) => filesByModule.get(module) ?? []))]
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
      .join('');

  // A page's modules are those of one of the app's few routes: each list is joined once.
  return (modules) => {
    const key = modules.join('\n');
    let found = tagsByModules.get(key);
    if (found === undefined) tagsByModules.set(key, (found = tags(modules)));
    return found;
  };
}
