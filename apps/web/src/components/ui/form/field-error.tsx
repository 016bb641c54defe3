/**
 * A field's own message, under it. Not a live region: the form's alert above announces the
 * first problem once; this one is read with the field (its aria-describedby).
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-xs font-medium text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}
