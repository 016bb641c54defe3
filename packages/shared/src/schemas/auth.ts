import { z } from 'zod';
import { AUTH_FORM_MESSAGES as M, PROVIDER_SIGNUP_MESSAGES } from '../constants/auth-messages';
import {
  LIMITS,
  PROVIDER_REJECTED_EMAIL_DOMAINS,
  REGISTER_REJECTED_EMAIL_DOMAINS,
} from '../constants/limits';
import { EMAIL_PATTERN, isEmailDomainIn, normalizeEmail } from './email';

/** A field every auth form requires; empty or missing reads 'Please fill in all fields'. */
const requiredText = () =>
  z.string({ error: M.fillAllFields }).trim().min(1, { error: M.fillAllFields, abort: true });

const registerEmail = requiredText()
  .max(LIMITS.emailMax, { error: M.emailTooLong, abort: true })
  .regex(EMAIL_PATTERN, { error: M.invalidEmail, abort: true })
  .refine((email) => !isEmailDomainIn(email, REGISTER_REJECTED_EMAIL_DOMAINS), {
    error: M.fakeEmail,
  })
  .transform(normalizeEmail);

const newPassword = z
  .string({ error: M.fillAllFields })
  .min(1, { error: M.fillAllFields, abort: true })
  .min(LIMITS.passwordMin, { error: M.passwordTooShort, abort: true })
  .max(LIMITS.passwordMax, { error: M.passwordTooLong });

/**
 * What POST /api/auth/register takes. Only these keys are read: a role or
 * subscription sent alongside is dropped (zod strips unknown keys).
 */
export const registerSchema = z.object({
  name: requiredText()
    .min(LIMITS.nameMin, { error: M.nameTooShort, abort: true })
    .max(LIMITS.nameMax, { error: M.nameTooLong }),
  email: registerEmail,
  password: newPassword,
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: requiredText().max(LIMITS.emailMax, { error: M.emailTooLong }).transform(normalizeEmail),
  password: z
    .string({ error: M.fillAllFields })
    .min(1, { error: M.fillAllFields })
    .max(LIMITS.passwordMax, { error: M.passwordTooLong }),
});
export type LoginInput = z.input<typeof loginSchema>;

export const passwordResetRequestSchema = z.object({
  email: requiredText()
    .max(LIMITS.emailMax, { error: M.emailTooLong })
    .regex(EMAIL_PATTERN, { error: M.invalidEmail })
    .transform(normalizeEmail),
});

export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ error: 'The reset link is incomplete' })
    .min(20, { error: 'The reset link is incomplete' })
    .max(200),
  password: newPassword,
});

/** The register page's fields: the API's plus confirmation and terms (docs/product.md §2, §5). */
export interface RegisterFormValues extends RegisterInput {
  confirmPassword: string;
  acceptTerms: boolean;
}

/**
 * The first message the register form shows, in the spec's order: missing
 * fields, name, e-mail format, e-mail domain, password length, match, terms.
 */
export function registerFormError(values: RegisterFormValues): string | null {
  const fields = [values.name, values.email, values.password, values.confirmPassword];
  if (fields.some((field) => field.trim() === '')) return M.fillAllFields;
  const result = registerSchema.safeParse(values);
  if (!result.success) return result.error.issues[0]?.message ?? M.fillAllFields;
  if (values.password !== values.confirmPassword) return M.passwordsMismatch;
  if (!values.acceptTerms) return M.acceptTerms;
  return null;
}

/**
 * The first message of a sign-up through the identity provider (docs/product.md §5): its
 * own e-mail rules and shorter domain list; the name is optional there, while
 * the form's confirmation and terms still apply.
 */
export function providerSignUpFormError(values: RegisterFormValues): string | null {
  const email = values.email.trim();
  if (email === '' || values.password === '' || values.confirmPassword === '') {
    return M.fillAllFields;
  }
  if (values.name.trim().length > LIMITS.nameMax) return M.nameTooLong;
  if (email.length > LIMITS.emailMax || !EMAIL_PATTERN.test(email)) {
    return PROVIDER_SIGNUP_MESSAGES.invalidEmail;
  }
  if (isEmailDomainIn(email, PROVIDER_REJECTED_EMAIL_DOMAINS)) {
    return PROVIDER_SIGNUP_MESSAGES.fakeEmail;
  }
  if (values.password.length < LIMITS.passwordMin) return M.passwordTooShort;
  if (values.password.length > LIMITS.passwordMax) return M.passwordTooLong;
  if (values.password !== values.confirmPassword) return M.passwordsMismatch;
  if (!values.acceptTerms) return M.acceptTerms;
  return null;
}

export function loginFormError(values: LoginInput): string | null {
  const result = loginSchema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? M.fillAllFields);
}
