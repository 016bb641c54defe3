// The bench's many users: accounts registered through the API, as readers sign up.

/** How many register at once: each hashes its password (scrypt) in the server's thread pool. */
const AT_ONCE = 10;

/** `count` new accounts named after `kind` ('writer', 'reader'); their session tokens. */
export async function registerAccounts(base, count, kind) {
  const tokens = [];
  for (let batch = 0; batch < count; batch += AT_ONCE) {
    const registered = await Promise.all(
      Array.from({ length: Math.min(AT_ONCE, count - batch) }, async (_, index) => {
        const response = await fetch(`${base}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Bench ${kind} ${batch + index}`,
            email: `${kind}${batch + index}@bench.codegrow.local`,
            password: `Bench-${kind}-1`,
          }),
        });
        const body = await response.json();
        if (!body.token) throw new Error(`could not register a ${kind} (${response.status})`);
        return body.token;
      }),
    );
    tokens.push(...registered);
  }
  return tokens;
}

/**
 * autocannon's requests option: each request signed by the next of `tokens`, as a bearer
 * token or as the browser's session cookie, so the load is many users, not one.
 */
export function inTurn(tokens, as) {
  let next = 0;
  const signed = (token) =>
    as === 'cookie' ? { cookie: `cg_sid=${token}` } : { authorization: `Bearer ${token}` };
  return [
    {
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, ...signed(tokens[next++ % tokens.length]) },
      }),
    },
  ];
}
