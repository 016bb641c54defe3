import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { firstFormError } from '@codegrow/shared/schemas/form';
import { ApiError, errorMessage } from '../lib/api-client';
import { useFormError } from './use-form-error';

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * A form over one of the shared zod schemas: react-hook-form keeps the fields (uncontrolled
 * inputs through `register`) and the zod resolver checks them with the server's own rules.
 * A refused submit shows each field's message under it, the first one above the form and as
 * a toast (the spec's one message at a time), and focuses that field. The server's refusal
 * (`refuse`) is shown the same way, on the field it names.
 */
export function useSpecForm<TSchema extends FormSchema>(
  schema: TSchema,
  defaultValues: DefaultValues<z.input<TSchema>>,
) {
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema),
    defaultValues,
    shouldFocusError: false,
  });
  const { error, setError, showError } = useFormError();

  /** Shows `message` above the form and as a toast, and puts the cursor in `field`. */
  const showFieldError = (message: string, field: string | undefined) => {
    showError(message);
    if (field && field in form.getValues()) form.setFocus(field as Path<z.input<TSchema>>);
  };

  const onSubmit = (send: (values: z.output<TSchema>) => void) =>
    form.handleSubmit(
      (values) => {
        setError(null);
        send(values);
      },
      () => {
        const first = firstFormError(schema, form.getValues());
        if (first) showFieldError(first.msg, first.field);
      },
    );

  /**
   * The server said no: its first field error goes on that field, and the failure's text
   * (`describe`: the first field error, else the message) above the form.
   */
  const refuse = (failure: unknown, fallback: string, describe = errorMessage) => {
    const fieldError = failure instanceof ApiError ? failure.fieldErrors[0] : undefined;
    if (fieldError && fieldError.field in form.getValues()) {
      form.setError(fieldError.field as Path<z.input<TSchema>>, { message: fieldError.msg });
    }
    showFieldError(describe(failure, fallback), fieldError?.field);
  };

  return { form, errors: form.formState.errors, error, setError, showError, onSubmit, refuse };
}
