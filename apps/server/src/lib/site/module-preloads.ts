/** One entry of Vite's build manifest (`.vite/manifest.json`), as far as preloads go. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** Vite's SSR manifest (`.vite/ssr-manifest.json`): each module's chunk file, and its CSS. */
type SsrManifest = Record<string, string[]>;

/**
 * The `<link rel="modulepreload">` tags that name the files of a page's modules (its routes',
 * the toaster's), read from Vite's build manifests as its SSR guide does: the chunk each
 * module was bundled into (the SSR manifest: the build merges small modules, routes
 * included, into shared chunks) and the chunks that one imports (the build manifest), less
 * the entry's and those it imports, which the page names already.
 * Without them the browser learns of a route's files only once the entry has arrived and
 * run: one more round trip before the page can hydrate. Without the manifests there are none.
 */
export function modulePreloads(
  manifestJson: string | null,
  ssrManifestJson: string | null,
): (modules?: string[]) => string {
  const manifest = (manifestJson === null ? {} : JSON.parse(manifestJson)) as Record<
    string,
    ManifestChunk
  >;
  const chunkFiles = (ssrManifestJson === null ? {} : JSON.parse(ssrManifestJson)) as SsrManifest;
  const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  /** `src/app/routes/blog.tsx` -> the build manifest's key of the chunk that holds it. */
  const keyOf = (module: string) => {
    const file = chunkFiles[module]?.find((path) => path.endsWith('.js'));
    return file === undefined ? undefined : keyByFile.get(file.replace(/^\//, ''));
  };
  const addFiles = (key: string | undefined, files: Set<string>) => {
    const chunk = key === undefined ? undefined : manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) addFiles(imported, files);
  };
  // The entry's own files are in the page already: its script tag, and the build's preloads
  // of what it imports (the icons' chunk).
  const entryFiles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) addFiles(key, entryFiles);
  }
  return (modules = []) => {
    const files = new Set<string>(entryFiles);
    for (const module of modules) addFiles(keyOf(module), files);
    return [...files]
      .filter((file) => !entryFiles.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
      .join('');
  };
}
