import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT_FORM, messageCounter, withSender } from './contact-form';

describe('withSender', () => {
  const sender = { name: ' Ada Lovelace ', email: 'ada@codegrow.dev' };

  it("fills an empty form's name and e-mail from the account", () => {
    expect(withSender(EMPTY_CONTACT_FORM, sender)).toEqual({
      ...EMPTY_CONTACT_FORM,
      name: 'Ada Lovelace',
      email: 'ada@codegrow.dev',
    });
  });

  it('keeps what the visitor already typed', () => {
    const typed = { name: 'Ada L.', email: '', subject: 'Hi there', message: 'Hello' };
    expect(withSender(typed, sender)).toEqual({ ...typed, email: 'ada@codegrow.dev' });
  });

  it('leaves the name empty for an account without one, and a visitor alone', () => {
    expect(withSender(EMPTY_CONTACT_FORM, { name: null, email: 'a@b.co' }).name).toBe('');
    expect(withSender(EMPTY_CONTACT_FORM, null)).toBe(EMPTY_CONTACT_FORM);
  });
});

describe('messageCounter', () => {
  it('counts against the limit', () => {
    expect(messageCounter('')).toEqual({ label: '0/5000', nearLimit: false });
    expect(messageCounter('hello')).toEqual({ label: '5/5000', nearLimit: false });
  });

  it('flags the last tenth before the limit', () => {
    expect(messageCounter('m'.repeat(4499)).nearLimit).toBe(false);
    expect(messageCounter('m'.repeat(4500)).nearLimit).toBe(true);
    expect(messageCounter('m'.repeat(5000)).label).toBe('5000/5000');
  });
});
