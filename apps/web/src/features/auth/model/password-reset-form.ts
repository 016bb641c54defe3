import { AUTH_FORM_MESSAGES as M } from '@codegrow/shared/constants/auth-messages';
import {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@codegrow/shared/schemas/auth';
import { ApiError } from '../../../lib/api-client';

/** The 'Forgot password?' form's message, from the schema the server checks too. */
export function forgotPasswordFormError(email: string): string | null {
  const result = passwordResetRequestSchema.safeParse({ email });
  return result.success ? null : (result.error.issues[0]?.message ?? M.fillAllFields);
}

export interface ResetPasswordFormValues {
  password: string;
  confirmPassword: string;
}

/** The reset page's first message: missing fields, then password length, then the match. */
export function resetPasswordFormError(values: ResetPasswordFormValues): string | null {
  if (values.password === '' || values.confirmPassword === '') return M.fillAllFields;
  const result = passwordResetConfirmSchema.shape.password.safeParse(values.password);
  if (!result.success) return result.error.issues[0]?.message ?? M.passwordTooShort;
  if (values.password !== values.confirmPassword) return M.passwordsMismatch;
  return null;
}

/** The server refused the link itself (unknown, used, expired or cut short), not the password. */
export function isInvalidResetLink(error: unknown): boolean {
  return error instanceof ApiError && error.fieldErrors.some((item) => item.field === 'token');
}
