import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { firstFormError } from '@codegrow/shared/schemas/form';
import { ApiError, errorMessage } from '../lib/api-client';
import { loadMessageKeys, useMessage } from '../lib/i18n/use-message';
import { useTranslation } from '../lib/i18n/use-translation';
import { useFormError } from './use-form-error';

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * A form's schema, or a loader of it: a page a reader meets first (signing in, the payment,
 * contact) names its schema's module as a dynamic import, so that zod and the schemas (a
 * quarter of such a page's script) are fetched on the form's first check, not with the page.
 */
export type SchemaSource<TSchema> = TSchema | (() => Promise<TSchema>);

interface Rules<TSchema extends FormSchema> {
  schema: TSchema;
  check: Resolver<z.input<TSchema>, unknown, z.output<TSchema>>;
}

const loaded = new WeakMap<object, Promise<Rules<FormSchema>>>();

/** The schema and its resolver, fetched once for each source; a failed fetch is tried again. */
function rulesOf<TSchema extends FormSchema>(
  source: SchemaSource<TSchema>,
): Promise<Rules<TSchema>> {
  let rules = loaded.get(source);
  if (!rules) {
    rules = Promise.all([
      import('@hookform/resolvers/zod'),
      typeof source === 'function' ? source() : source,
      loadMessageKeys(),
    ]).then(([{ zodResolver }, schema]) => ({ schema, check: zodResolver(schema) }) as never);
    rules.catch(() => loaded.delete(source));
    loaded.set(source, rules);
  }
  return rules as unknown as Promise<Rules<TSchema>>;
}

/**
 * The resolver's field errors with each message in the page's language: a shared check's
 * message is one of the keyed messages (`messages.`); any other stays as it is. `ref` (the
 * field's element) is passed on untouched.
 */
function sayErrors<T>(errors: T, say: (text: string) => string): T {
  if (Array.isArray(errors)) return errors.map((error: unknown) => sayErrors(error, say)) as T;
  if (typeof errors !== 'object' || errors === null) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => [
      key,
      key === 'ref'
        ? value
        : key === 'message' && typeof value === 'string'
          ? say(value)
          : sayErrors(value, say),
    ]),
  ) as T;
}

/**
 * A form over one of the shared zod schemas: react-hook-form keeps the fields (uncontrolled
 * inputs through `register`) and the zod resolver checks them with the server's own rules.
 * A refused submit shows each field's message under it, the first one above the form and as
 * a toast (the spec's one message at a time), and focuses that field. The server's refusal
 * (`refuse`) is shown the same way, on the field it names. The checks' messages are said in
 * the page's language (the server's come in it already).
 */
export function useSpecForm<TSchema extends FormSchema>(
  source: SchemaSource<TSchema>,
  defaultValues: DefaultValues<z.input<TSchema>>,
) {
  const say = useMessage();
  const { t } = useTranslation();
  const offline = t('common.ui.offlineNotSent');
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: async (values, context, options) => {
      const rules = await rulesOf(source).catch(() => null);
      // The rules could not be fetched (offline): nothing is sent, and the form says so.
      if (!rules) {
        const errors = { root: { type: 'offline', message: offline } };
        return { values: {}, errors: errors as FieldErrors<z.input<TSchema>> };
      }
      const result = await rules.check(values, context, options);
      if (Object.keys(result.errors).length === 0) return result;
      return { values: {}, errors: sayErrors<FieldErrors<z.input<TSchema>>>(result.errors, say) };
    },
    defaultValues,
    shouldFocusError: false,
  });
  const { error, setError, showError } = useFormError();

  /** `field` (a dotted path, as the server names one: 'gift.email') is one of the form's. */
  const isField = (field: string | undefined): field is Path<z.input<TSchema>> =>
    field !== undefined && form.getValues(field as Path<z.input<TSchema>>) !== undefined;

  /** Shows `message` above the form and as a toast, and puts the cursor in `field`. */
  const showFieldError = (message: string, field: string | undefined) => {
    showError(message);
    if (isField(field)) form.setFocus(field);
  };

  const onSubmit = (send: (values: z.output<TSchema>) => void) =>
    form.handleSubmit(
      (values) => {
        setError(null);
        send(values);
      },
      async () => {
        // The check that refused the form has fetched the schema, unless it could not.
        const rules = await rulesOf(source).catch(() => null);
        if (!rules) return showError(offline);
        const first = firstFormError(rules.schema, form.getValues());
        if (first) showFieldError(say(first.msg), first.field);
      },
    );

  /**
   * The server said no: its first field error goes on that field, and the failure's text
   * (`describe`: the first field error, else the message) above the form.
   */
  const refuse = (failure: unknown, fallback: string, describe = errorMessage) => {
    const fieldError = failure instanceof ApiError ? failure.fieldErrors[0] : undefined;
    if (fieldError && isField(fieldError.field)) {
      form.setError(fieldError.field, { message: fieldError.msg });
    }
    showFieldError(describe(failure, fallback), fieldError?.field);
  };

  /** Fetches the rules ahead of the first check (the reader has started on the form). */
  const preload = () => void rulesOf(source).catch(() => undefined);

  return {
    form,
    errors: form.formState.errors,
    error,
    setError,
    showError,
    onSubmit,
    refuse,
    preload,
  };
}
