import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { loadMessageKeys } from './i18n/use-message';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A react-hook-form resolver over a shared zod schema, for a form on the article page: the
 * page is read on phones over slow mobile data, and zod with its resolver would be in its
 * first script for forms most readers never send. So `loadSchema` imports the schema's module
 * (a dynamic `import()`), and the schema and @hookform/resolvers' zod resolver are fetched on
 * the first check, or earlier by `preload` once the reader starts on the form, so that the
 * check itself does not wait. A failed fetch is tried again on the next check.
 */
export function lazyResolver<TSchema extends FormSchema>(loadSchema: () => Promise<TSchema>) {
  type Rules = Resolver<z.input<TSchema>, unknown, z.output<TSchema>>;
  let loading: Promise<Rules> | undefined;
  const load = async (): Promise<Rules> => {
    const [{ zodResolver }, schema] = await Promise.all([
      import('@hookform/resolvers/zod'),
      loadSchema(),
      loadMessageKeys(),
    ]);
    return zodResolver(schema);
  };
  const rules = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Rules = async (values, context, options) =>
    (await rules())(values, context, options);
  // Only a head start: a check that still finds the rules missing fetches them itself.
  const preload = () => void rules().catch(() => undefined);
  return { resolver, preload };
}
