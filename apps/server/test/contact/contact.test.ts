import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES as M } from '@codegrow/shared/constants/contact-messages';
import { API_ERROR_MESSAGES } from '@codegrow/shared/constants/ui-messages';
import { contactMessages, mailOutbox } from '../../src/db/schema/index';
import { bearer, buildTestApp, registerUser, type TestApp } from '../helper';

const SITE_EMAIL = 'inbox@codegrow.dev';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SITE_EMAIL, SITE_NAME: 'CodeGrow' });
});
afterAll(() => t.close());

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@codegrow.dev',
  subject: 'A question about premium',
  message: 'Does the lifetime plan include the mind maps?',
};

// The limit is 5 an hour per IP: each call comes from a new address unless one is given.
let addresses = 0;
const send = (payload: object, opts: { ip?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload,
    headers: opts.headers ?? {},
    remoteAddress: opts.ip ?? `10.20.${Math.floor(++addresses / 250)}.${addresses % 250}`,
  });

async function storedWithSubject(subject: string) {
  return t.app.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));
}

async function notificationAbout(subject: string) {
  return t.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.subject, `CodeGrow contact: ${subject}`))
    .orderBy(desc(mailOutbox.id));
}

describe('POST /api/contact', () => {
  it('stores the message and queues one mail to the site e-mail', async () => {
    const response = await send({ ...valid, name: ' Ada Lovelace ', email: ' Ada@CodeGrow.dev ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: M.sent });

    const [stored, ...more] = await storedWithSubject(valid.subject);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@codegrow.dev',
      subject: valid.subject,
      message: valid.message,
    });

    const mails = await notificationAbout(valid.subject);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe(SITE_EMAIL);
    expect(mail?.status).toBe('pending');
    expect(mail?.text).toContain('From: Ada Lovelace <ada@codegrow.dev>');
    expect(mail?.text).toContain(valid.message);
    expect(mail?.text).toContain('Reply to ada@codegrow.dev');
    expect(mail?.text).not.toContain('Signed in as');
  });

  it.each([
    ['name', '', M.nameRequired],
    ['name', ' A ', M.nameTooShort],
    ['name', 'N'.repeat(101), M.nameTooLong],
    ['name', 42, M.nameRequired],
    ['email', '   ', M.emailRequired],
    ['email', 'ada@codegrow', M.invalidEmail],
    ['email', `${'a'.repeat(250)}@x.io`, M.emailTooLong],
    ['subject', '', M.subjectRequired],
    ['subject', 'Hi', M.subjectTooShort],
    ['subject', 'S'.repeat(151), M.subjectTooLong],
    ['message', undefined, M.messageRequired],
    ['message', '   short   ', M.messageTooShort],
    ['message', 'm'.repeat(5001), M.messageTooLong],
  ])('refuses %s = %j with 400 naming the field', async (field, value, msg) => {
    const response = await send({ ...valid, subject: `Refused ${field}`, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: msg, errors: [{ field, msg }] });
    if (field !== 'subject') expect(await storedWithSubject(`Refused ${field}`)).toEqual([]);
  });

  it('names every bad field at once, and refuses a body that is not JSON', async () => {
    const response = await send({ name: '', email: 'x', subject: 'ok subject', message: '' });
    expect(response.json().errors).toEqual([
      { field: 'name', msg: M.nameRequired },
      { field: 'email', msg: M.invalidEmail },
      { field: 'message', msg: M.messageRequired },
    ]);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
      remoteAddress: '10.30.0.1',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(API_ERROR_MESSAGES.malformedJson);
  });

  it('keeps HTML and script in a message as plain text', async () => {
    const subject = 'Markup <b>inside</b>';
    const message = `<script>alert("x")</script><img src=x onerror=alert(1)> & 'quotes'`;
    const response = await send({ ...valid, subject, message });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: M.sent });
    const [stored] = await storedWithSubject(subject);
    expect(stored?.message).toBe(message);
    const [mail] = await notificationAbout(subject);
    expect(mail?.text).toContain(message);
    expect(mail?.html).toBeNull();
  });

  it('keeps the notification subject on one line', async () => {
    const response = await send({ ...valid, subject: 'Two\r\nBcc: lines', name: 'Ada\nBcc: x' });
    expect(response.statusCode).toBe(201);
    const [mail] = await notificationAbout('Two Bcc: lines');
    expect(mail?.text).toContain('From: Ada Bcc: x <ada@codegrow.dev>');
  });

  it("names a signed-in sender's account in the notification", async () => {
    const { token, user } = await registerUser(t.app);
    const subject = 'From a member';
    const response = await send({ ...valid, subject }, { headers: bearer(token) });
    expect(response.statusCode).toBe(201);
    const [mail] = await notificationAbout(subject);
    expect(mail?.text).toContain(`Signed in as: ${user.email} (user #${user.id})`);
  });

  it('accepts a sender whose token is no longer valid, as a visitor', async () => {
    const subject = 'Stale token';
    const response = await send({ ...valid, subject }, { headers: bearer('not-a-token') });
    expect(response.statusCode).toBe(201);
    const [mail] = await notificationAbout(subject);
    expect(mail?.text).not.toContain('Signed in as');
  });

  it('answers 429 after 5 messages an hour from one address', async () => {
    const ip = '10.40.0.1';
    for (let n = 1; n <= 5; n += 1) {
      expect((await send({ ...valid, subject: `Limit ${n}` }, { ip })).statusCode).toBe(201);
    }
    const blocked = await send({ ...valid, subject: 'Limit 6' }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: API_ERROR_MESSAGES.tooManyRequests });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await storedWithSubject('Limit 6')).toEqual([]);
    expect((await send({ ...valid, subject: 'Limit other' }, { ip: '10.40.0.2' })).statusCode).toBe(
      201,
    );
  });
});
