import { describe, expect, it } from 'vitest';
import { loginFormError, providerSignUpFormError, registerFormError, registerSchema } from './auth';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@codegrow.dev',
  password: 'secret1',
  confirmPassword: 'secret1',
  acceptTerms: true,
};

describe('registerFormError', () => {
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
    expect(registerFormError({ ...valid, ...change })).toBe(message);
  });

  it('accepts a complete form', () => {
    expect(registerFormError(valid)).toBeNull();
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

describe('loginFormError', () => {
  it('requires both fields', () => {
    expect(loginFormError({ email: '', password: 'x' })).toBe('Please fill in all fields');
    expect(loginFormError({ email: 'a@b.co', password: '' })).toBe('Please fill in all fields');
    expect(loginFormError({ email: 'a@b.co', password: 'x' })).toBeNull();
  });
});
