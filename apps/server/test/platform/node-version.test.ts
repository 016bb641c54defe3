import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (file: string) => JSON.parse(readFileSync(root + file, 'utf8'));

/**
 * The README promises one Node.js version; a dependency that declares a newer one would
 * install with a warning and could fail at run time. A version bump that raises a
 * package's floor fails here, to be pinned or overridden (package.json `overrides`).
 */
describe('the declared Node.js version', () => {
  const declared: string = read('package.json').engines.node;
  const oldest = String(semver.minVersion(declared));

  it('is the one the README names', () => {
    // 20.19.0 is written 20.19+ in the README.
    const named = oldest.replace(/\.0$/, '');
    expect(readFileSync(root + 'README.md', 'utf8')).toContain(`Node.js ${named}+`);
  });

  it('is accepted by every installed package', () => {
    const packages: Record<string, { engines?: { node?: string } }> =
      read('package-lock.json').packages;
    const refusing = Object.entries(packages).flatMap(([path, { engines }]) =>
      engines?.node && !semver.satisfies(oldest, engines.node) ? [`${path} (${engines.node})`] : [],
    );
    expect(refusing).toEqual([]);
  });
});
