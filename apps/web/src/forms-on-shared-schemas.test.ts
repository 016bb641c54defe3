import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const source = dirname(fileURLToPath(import.meta.url));

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

const importsOf = (text: string) =>
  [...text.matchAll(/from '([^']+)'/g)].map((match) => match[1] ?? '');

/** The file a relative import names, if it is one of ours. */
function resolved(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  return ['.ts', '.tsx'].map((ext) => base + ext).find((path) => existsSync(path)) ?? null;
}

/** The file holds its fields in react-hook-form: itself, or through a hook of ours that does. */
function onReactHookForm(file: string): boolean {
  const imports = importsOf(readFileSync(file, 'utf8'));
  if (imports.includes('react-hook-form')) return true;
  return imports.some((specifier) => {
    const hook = resolved(file, specifier);
    return hook !== null && importsOf(readFileSync(hook, 'utf8')).includes('react-hook-form');
  });
}

describe('the forms', () => {
  it('each keep their fields in react-hook-form (docs/decisions/0017)', () => {
    const forms = componentFiles(source).filter((file) =>
      /<form[\s>]/.test(readFileSync(file, 'utf8')),
    );
    expect(forms.length).toBeGreaterThan(20);
    expect(
      forms.filter((file) => !onReactHookForm(file)).map((file) => file.slice(source.length)),
    ).toEqual([]);
  });
});
