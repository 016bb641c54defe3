import { describe, expect, it } from 'vitest';
import { AUTH_FORM_MESSAGES as M } from '../constants/auth-messages';
import {
  loginSchema,
  newPasswordFormSchema,
  passwordResetRequestSchema,
  providerSignUpFormError,
  registerFormSchema,
  registerSchema,
} from './auth';
import { firstFormError } from './form';

const firstMessage = (schema: Parameters<typeof firstFormError>[0], values: unknown) =>
  firstFormError(schema, values)?.msg ?? null;

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@codegrow.dev',
  password: 'secret1',
  confirmPassword: 'secret1',
  acceptTerms: true,
};

describe('the register form', () => {
  it.each([
    [{ name: '' }, 'Please fill in all fields'],
    [{ name: 'A', confirmPassword: '' }, 'Please fill in all fields'],
    [{ name: ' A ' }, 'Name must be at least 2 characters long'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: 'someone@mailinator.com' }, 'Please use a real email address'],
    [{ email: 'someone@10minutemail.com' }, 'Please use a real email address'],
    [
      { password: '12345', confirmPassword: '12345' },
      'Password must be at least 6 characters long',
    ],
    [{ confirmPassword: 'secret2' }, 'Passwords do not match'],
    [{ confirmPassword: 'secret2', acceptTerms: false }, 'Passwords do not match'],
    [{ acceptTerms: false }, 'Please accept the Terms of Service and Privacy Policy'],
  ])('%o → %s', (change, message) => {
    expect(firstMessage(registerFormSchema, { ...valid, ...change })).toBe(message);
  });

  it('accepts a complete form', () => {
    expect(firstMessage(registerFormSchema, valid)).toBeNull();
  });
});

describe('providerSignUpFormError', () => {
  it.each([
    [{ email: ' ' }, 'Please fill in all fields'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: 'someone@example.com' }, 'Please use a valid email address'],
    [{ email: 'someone@test.com' }, 'Please use a valid email address'],
    [
      { password: '12345', confirmPassword: '12345' },
      'Password must be at least 6 characters long',
    ],
    [{ confirmPassword: 'secret2' }, 'Passwords do not match'],
    [{ acceptTerms: false }, 'Please accept the Terms of Service and Privacy Policy'],
  ])('%o → %s', (change, message) => {
    expect(providerSignUpFormError({ ...valid, ...change })).toBe(message);
  });

  it("accepts the register form's extra domain and a missing name", () => {
    expect(providerSignUpFormError({ ...valid, email: 'a@10minutemail.com' })).toBeNull();
    expect(providerSignUpFormError({ ...valid, name: '' })).toBeNull();
  });
});

describe('registerSchema', () => {
  it('normalises the e-mail and drops fields a caller may not set', () => {
    const parsed = registerSchema.parse({
      ...valid,
      email: '  Ada@CodeGrow.dev ',
      role: 'admin',
      subscription_status: 'active',
    });
    expect(parsed).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@codegrow.dev',
      password: 'secret1',
    });
  });
});

describe('the login form', () => {
  it('requires both fields', () => {
    expect(firstMessage(loginSchema, { email: '', password: 'x' })).toBe(M.fillAllFields);
    expect(firstMessage(loginSchema, { email: 'a@b.co', password: '' })).toBe(M.fillAllFields);
    expect(firstMessage(loginSchema, { email: 'a@b.co', password: 'x' })).toBeNull();
  });
});

describe('the forgot-password form', () => {
  it.each([
    ['', M.fillAllFields],
    ['   ', M.fillAllFields],
    ['not-an-email', M.invalidEmail],
    ['ada@', M.invalidEmail],
  ])('refuses %j with %j', (email, message) => {
    expect(firstMessage(passwordResetRequestSchema, { email })).toBe(message);
  });

  it('accepts an address, spaces and capitals included', () => {
    expect(firstMessage(passwordResetRequestSchema, { email: ' Ada@CodeGrow.dev ' })).toBeNull();
  });
});

describe('the new-password form', () => {
  const refusal = (password: string, confirmPassword: string) =>
    firstMessage(newPasswordFormSchema, { password, confirmPassword });

  it('asks for both fields first', () => {
    expect(refusal('', '')).toBe(M.fillAllFields);
    expect(refusal('long-enough', '')).toBe(M.fillAllFields);
    expect(refusal('12345', '')).toBe(M.fillAllFields);
  });

  it('checks the length before the match', () => {
    expect(refusal('12345', '54321')).toBe(M.passwordTooShort);
    expect(refusal('x'.repeat(129), 'x')).toBe(M.passwordTooLong);
  });

  it('wants the confirmation to match, and names the confirmation', () => {
    expect(
      firstFormError(newPasswordFormSchema, {
        password: 'new-secret',
        confirmPassword: 'new-secrets',
      }),
    ).toEqual({
      field: 'confirmPassword',
      msg: M.passwordsMismatch,
    });
    expect(refusal('new-secret', 'new-secret')).toBeNull();
  });
});
