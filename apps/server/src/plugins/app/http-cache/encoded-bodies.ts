import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const BROTLI_QUALITY = 6;

/** Bodies smaller than this go out as they are, as with the compression plugin. */
export const MIN_ENCODED_BYTES = 1024;

function parsePreferredEncoding(header: string): Encoding | null {
  const accepted = new Set<string>();
  for (const item of header.split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Browsers send a handful of distinct headers: each is parsed once. */
const preferredByHeader = new Map<string, Encoding | null>();
const MAX_REMEMBERED_HEADERS = 256;

/** Brotli if the client takes it, else gzip, else null (RFC 9110 content codings, q > 0). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  if (typeof header !== 'string') return null;
  const known = preferredByHeader.get(header);
  if (known !== undefined) return known;
  const preferred = parsePreferredEncoding(header);
  if (preferredByHeader.size < MAX_REMEMBERED_HEADERS) preferredByHeader.set(header, preferred);
  return preferred;
}

/**
 * A cached body compressed once, in the thread pool, and kept with it: harder than a
 * per-request compression could afford, since every later hit reuses it. Brotli's quality 6,
 * not higher: from 7 up its match finder's table grows to 8-32 MB a compression (a 430 kB feed
 * at 9: 32 MB, at 6: 3 MB), held by each thread of the pool at once when kept answers expire
 * together, for bodies 0.3-2 % smaller.
 */
export function encode(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 9 });
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
