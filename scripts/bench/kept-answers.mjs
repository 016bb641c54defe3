// The app's kept answers, captured for the bench's bare route to send as they are.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The answer a browser gets for `url` (brotli) with `extra` headers (a session cookie): its
 * headers and its bytes in base64.
 */
async function captureAnswer(url, extra = {}) {
  // node:http, not fetch: fetch would hand back the body decompressed.
  const ask = () =>
    new Promise((resolve, reject) => {
      get(url, { headers: { 'accept-encoding': 'gzip, deflate, br', ...extra } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    });
  await ask(); // the first answer is worked out; the second comes from the cache
  const answer = await ask();
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !HOP_HEADERS.includes(name)),
  );
  return { headers, body: answer.body.toString('base64') };
}
/**
 * The app's answers at `paths` under `base` (the bare route's path for each: the app's path, or
 * `{ path, headers }`), saved for the bare route to send as they are: the same bytes and
 * headers without the app's work. Resolves with the file's path.
 */
export async function captureAnswers(base, paths) {
  const answers = {};
  for (const [barePath, asked] of Object.entries(paths)) {
    const { path, headers } = typeof asked === 'string' ? { path: asked } : asked;
    answers[barePath] = await captureAnswer(base + path, headers);
  }
  const file = join(mkdtempSync(join(tmpdir(), 'codegrow-bench-')), 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  return file;
}
/** Set by each server for its own connection and body, not part of the answer. */
const HOP_HEADERS = ['connection', 'keep-alive', 'date', 'content-length', 'transfer-encoding'];
