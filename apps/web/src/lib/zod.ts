/**
 * Zod as the browser's build imports it (vite.config.ts aliases `zod` here): without `jitless`,
 * zod 4 probes `new Function` before its first parse to see whether it may compile parsers,
 * and the site's Content-Security-Policy (no 'unsafe-eval') reports the probe as an error in
 * the console. Interpreted parsing is plenty for the few forms and maps a page parses.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
