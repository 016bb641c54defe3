import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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
 * per-request compression could afford, since every later hit reuses it.
 */
export function encode(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 9 });
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 9,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
