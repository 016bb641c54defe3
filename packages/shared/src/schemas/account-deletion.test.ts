import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_MESSAGES as M } from '../constants/auth-messages';
import { accountDeletionFormSchema } from './account-deletion';
import { firstFormError } from './form';

const deletionFormError = (values: unknown) => firstFormError(accountDeletionFormSchema, values);

describe('the account deletion form', () => {
  it('asks for the password in the words the server uses', () => {
    expect(deletionFormError({ password: '' })).toEqual({
      field: 'password',
      msg: M.passwordRequired,
    });
    expect(deletionFormError({})).toEqual({ field: 'password', msg: M.passwordRequired });
  });

  it('leaves any typed password, spaces too, for the server to check', () => {
    expect(deletionFormError({ password: '   ' })).toBeNull();
    expect(accountDeletionFormSchema.parse({ password: ' secret ' })).toEqual({
      password: ' secret ',
    });
  });
});
