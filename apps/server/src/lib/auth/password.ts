import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';

/**
 * A hash holds 16 MB (128 * N * r bytes) and a core for about 50 ms while it runs. Hashes
 * take every core but one: the one left answers everybody else while a burst of sign-ups
 * waits its turn, instead of each holding its memory (and every thread of the pool that file
 * reads and compression also use). On two cores, forty logins at once with readers under
 * load: readers' p99 4-6 -> 2-4 ms, the server's peak 147-149 -> 131-133 MB, the logins
 * 15-30 % slower (docs/benchmarks.md, 'Memory, sixth time').
 */
const hashesAtOnce = pLimit(Math.max(1, availableParallelism() - 1));

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  hashesAtOnce(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCallback(password, salt, keylen, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );

const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

/** `scrypt$N$r$p$salt$key`, so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

// Verifying against this when no account matches keeps failed logins equally slow,
// so response time does not reveal whether an e-mail is registered.
const DUMMY_HASH = hashPassword(randomBytes(12).toString('hex'));
export async function burnPasswordCheck(password: string): Promise<void> {
  await verifyPassword(password, await DUMMY_HASH);
}
