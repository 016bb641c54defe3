// A subscriber for the bench: an account an admin gave lifetime access, as the payment desk
// does once a payment is verified.

const json = { 'content-type': 'application/json' };

async function post(url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...json, ...headers },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** Signs up a new reader, has the demo admin make them a subscriber; their session token. */
export async function signUpSubscriber(base, adminPassword) {
  const admin = await post(`${base}/api/auth/login`, {
    email: 'admin@codegrow.local',
    password: adminPassword,
  });
  const reader = await post(`${base}/api/auth/register`, {
    name: 'Bench Subscriber',
    email: 'subscriber@bench.codegrow.local',
    password: 'Bench-subscriber-1',
  });
  const upgraded = await fetch(`${base}/api/admin/users/${reader.user.id}`, {
    method: 'PATCH',
    headers: { ...json, authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ subscription_status: 'active' }),
  });
  if (!upgraded.ok) throw new Error(`could not make the bench's subscriber (${upgraded.status})`);
  return reader.token;
}
