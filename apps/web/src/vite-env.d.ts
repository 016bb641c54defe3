/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Runnable SQL's engine as the build measured it (vite.config.ts): raw bytes of each file,
 * and the compressed bytes its first run downloads. */
declare const __SQL_ENGINE__:
  | undefined
  | {
      bytes: Record<'pglite.wasm' | 'initdb.wasm' | 'pglite.data', number>;
      download: number;
    };
