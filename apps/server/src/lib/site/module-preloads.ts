/** One entry of Vite's build manifest (`.vite/manifest.json`), as far as preloads go. */
interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

/**
 * The `<link rel="modulepreload">` tags that name the files of a page's modules (its routes',
 * the toaster's), read from Vite's build manifest as its backend-integration guide does: each
 * module's chunk and the chunks it imports, less the entry's, which the page loads anyway.
 * Without them the browser learns of a route's files only once the entry has arrived and
 * run: one more round trip before the page can hydrate. Without a manifest there are none.
 *
 * A module loaded on its own that the build put in a chunk with others (the toaster, which
 * loads as the page comes up) is keyed by that chunk, named after it: found by its name.
 * One merged into a chunk named after another module (a small route) is not preloaded.
 */
export function modulePreloads(manifestJson: string | null): (modules?: string[]) => string {
  const manifest = (manifestJson === null ? {} : JSON.parse(manifestJson)) as Record<
    string,
    ManifestChunk
  >;
  const byName = new Map(
    Object.entries(manifest).flatMap(([key, chunk]) =>
      chunk.isDynamicEntry && chunk.name ? [[chunk.name, key] as const] : [],
    ),
  );
  /** `src/components/ui/toasts.tsx` -> the key of its own chunk, or of the chunk named `toasts`. */
  const keyOf = (module: string) =>
    module in manifest ? module : byName.get(module.replace(/^.*\/|\.[jt]sx?$/g, ''));
  const addFiles = (key: string | undefined, files: Set<string>) => {
    const chunk = key === undefined ? undefined : manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) addFiles(imported, files);
  };
  return (modules = []) => {
    const files = new Set<string>();
    for (const module of modules) addFiles(keyOf(module), files);
    return [...files]
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
      .join('');
  };
}
