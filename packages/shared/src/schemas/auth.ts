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

/** A field a form requires; only its emptiness is checked here, the rest once all are filled. */
const filled = () => z.string().refine((text) => text.trim() !== '', { error: M.fillAllFields });

/**
 * The register page's fields: the API's plus confirmation and terms (docs/product.md §2, §5),
 * refused in the spec's order: missing fields, name, e-mail format, e-mail domain, password
 * length, match, terms. (The object's checks run only once every field is filled.)
 */
export const registerFormSchema = z
  .object({
    name: filled(),
    email: filled(),
    password: filled(),
    confirmPassword: filled(),
    acceptTerms: z.boolean(),
  })
  .superRefine((values, context) => {
    const account = registerSchema.safeParse(values);
    for (const issue of account.error?.issues ?? []) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    if (!account.success) return;
    if (values.password !== values.confirmPassword)
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: M.passwordsMismatch });
    else if (!values.acceptTerms)
      context.addIssue({ code: 'custom', path: ['acceptTerms'], message: M.acceptTerms });
  });
export type RegisterFormValues = z.input<typeof registerFormSchema>;

/**
 * A new password and its confirmation, as the reset page asks for them: missing fields first,
 * then the password's length, then the match.
 */
export const newPasswordFormSchema = z
  .object({ password: filled(), confirmPassword: filled() })
  .superRefine((values, context) => {
    const [tooShortOrLong] = newPassword.safeParse(values.password).error?.issues ?? [];
    if (tooShortOrLong)
      context.addIssue({ code: 'custom', path: ['password'], message: tooShortOrLong.message });
    else if (values.password !== values.confirmPassword)
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: M.passwordsMismatch });
  });

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
