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

/**
 * The comment forms: one field each, kept in React state on the article page (no form library
 * in its first script) and checked with the server's schema all the same (decision 29).
 */
const ONE_FIELD_FORMS = new Map([
  ['/features/comments/components/comment-form.tsx', '../hooks/use-comment-form'],
  ['/features/comments/components/comment-composer.tsx', '../hooks/use-comment-form'],
]);

describe('the forms', () => {
  it('each keep their fields in react-hook-form (docs/decisions/0017), or are one field checked by the shared schema', () => {
    const forms = componentFiles(source).filter((file) =>
      /<form[\s>]/.test(readFileSync(file, 'utf8')),
    );
    expect(forms.length).toBeGreaterThan(20);
    const apart = forms.filter((file) => !onReactHookForm(file));
    expect(apart.map((file) => file.slice(source.length)).sort()).toEqual(
      [...ONE_FIELD_FORMS.keys()].sort(),
    );
    for (const file of apart) {
      expect(importsOf(readFileSync(file, 'utf8'))).toContain(
        ONE_FIELD_FORMS.get(file.slice(source.length)),
      );
    }
    const checks = readFileSync(join(source, 'features/comments/model/comment-schema.ts'), 'utf8');
    expect(checks).toContain("import('@codegrow/shared/schemas/engagement')");
  });
});
