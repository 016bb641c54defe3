import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES as M } from '../constants/contact-messages';
import { contactMessageSchema } from './contact';
import { firstFormError } from './form';

const contactFormError = (values: unknown) => firstFormError(contactMessageSchema, values);

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@codegrow.dev',
  subject: 'A question',
  message: 'How do I start with TypeScript?',
};

describe('the contact form', () => {
  it.each([
    [{ name: '  ' }, 'name', M.nameRequired],
    [{ name: ' A ' }, 'name', M.nameTooShort],
    [{ name: 'A'.repeat(101) }, 'name', M.nameTooLong],
    [{ email: '' }, 'email', M.emailRequired],
    [{ email: 'not-an-email' }, 'email', M.invalidEmail],
    [{ email: `${'a'.repeat(250)}@x.io` }, 'email', M.emailTooLong],
    [{ subject: '' }, 'subject', M.subjectRequired],
    [{ subject: ' Hi ' }, 'subject', M.subjectTooShort],
    [{ subject: 'S'.repeat(151) }, 'subject', M.subjectTooLong],
    [{ message: '' }, 'message', M.messageRequired],
    [{ message: '  too short ' }, 'message', M.messageTooShort],
    [{ message: 'm'.repeat(5001) }, 'message', M.messageTooLong],
  ])('%o → %s: %s', (change, field, msg) => {
    expect(contactFormError({ ...valid, ...change })).toEqual({ field, msg });
  });

  it('reports the first field in the order of the form', () => {
    expect(contactFormError({ name: '', email: '', subject: '', message: '' })).toEqual({
      field: 'name',
      msg: M.nameRequired,
    });
    expect(contactFormError({ ...valid, email: 'x', message: '' })?.field).toBe('email');
  });

  it('accepts a complete form, and the limits themselves', () => {
    expect(contactFormError(valid)).toBeNull();
    expect(
      contactFormError({
        name: 'Al',
        email: valid.email,
        subject: 'Hey',
        message: 'm'.repeat(5000),
      }),
    ).toBeNull();
  });
});

describe('contactMessageSchema', () => {
  it('trims every field and normalises the e-mail', () => {
    expect(
      contactMessageSchema.parse({
        name: ' Ada ',
        email: ' Ada@CodeGrow.dev ',
        subject: ' Hello there ',
        message: '\n  Line one\nLine two  \n',
        role: 'admin',
      }),
    ).toEqual({
      name: 'Ada',
      email: 'ada@codegrow.dev',
      subject: 'Hello there',
      message: 'Line one\nLine two',
    });
  });
});
