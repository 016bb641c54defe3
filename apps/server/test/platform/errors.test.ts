import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    app.get('/api/test/boom', async () => {
      throw new Error('database password is hunter2');
    });
  });
});
afterAll(() => t.close());

const post = (
  payload: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });

describe('API error responses', () => {
  it('answers an unknown API route with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Route not found' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await post('{"email": "a@b.co", ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Malformed JSON in request body',
      errors: [{ field: 'body', msg: 'Malformed JSON in request body' }],
    });
  });

  it('answers a malformed URL with 400 naming the URL', async () => {
    const response = await t.app.inject({ url: '/api/blogs/%ZZ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'url', msg: expect.any(String) }]);
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await post('');
    expect(response.statusCode).toBe(400);
  });

  it('answers a body over 1 MiB with 413', async () => {
    const response = await post(
      JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/too large/);
  });

  it('answers an unsupported content type with 415', async () => {
    // (A form, urlencoded, is the login page's plain HTML form: the session endpoint takes it.)
    const response = await post('<email>a</email>', { 'content-type': 'application/xml' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Unsupported content type' });
  });

  it('names the field when a value has the wrong type', async () => {
    const response = await post(JSON.stringify({ email: ['a@b.co'], password: 'secret1' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('email');
  });

  it('answers a JSON array body with 400', async () => {
    const response = await post('[1,2,3]');
    expect(response.statusCode).toBe(400);
  });

  it('hides the details of an internal failure', async () => {
    const response = await t.app.inject({ url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toContain('hunter2');
  });
});
