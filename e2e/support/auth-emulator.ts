import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';

/** The tests' Firebase Auth Emulator; e2e/firebase.json holds the same port. */
export const AUTH_EMULATOR_HOST = '127.0.0.1:9199';
const PROJECT = 'demo-codegrow';
const emulator = `http://${AUTH_EMULATOR_HOST}`;

interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
  oobLink: string;
}

/**
 * The newest link the emulator would have e-mailed to this address, from its
 * out-of-band code API (a real project sends these by mail).
 */
export async function emulatorLink(email: string, requestType: OobCode['requestType']) {
  const response = await fetch(`${emulator}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  const matching = oobCodes.filter(
    (code) => code.email === email.toLowerCase() && code.requestType === requestType,
  );
  return matching.at(-1)?.oobLink ?? null;
}

/** Whether the emulator holds an account for this address (its admin lookup). */
export async function emulatorHasAccount(email: string): Promise<boolean> {
  const response = await fetch(`${emulator}/identitytoolkit.googleapis.com/v1/accounts:lookup`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: [email.toLowerCase()] }),
  });
  const { users } = (await response.json()) as { users?: unknown[] };
  return (users ?? []).length > 0;
}

const gapiStub = fileURLToPath(new URL('./gapi-iframes-stub.js', import.meta.url));

/**
 * Popup sign-in needs Google's gapi iframe loader from the internet, in the
 * page and in the emulator's relay frame; the tests run without internet access, so the
 * browser gets a stand-in that passes the same messages (gapi-iframes-stub.js).
 */
export async function serveGapiStub(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js**', (route) =>
    route.fulfill({ path: gapiStub, contentType: 'text/javascript' }),
  );
}

/**
 * Whether the Firebase SDK in this page still keeps a signed-in user (it
 * persists one in IndexedDB, or in localStorage where IndexedDB is missing).
 */
export function providerSignedIn(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const isUserKey = (key: unknown) => String(key).startsWith('firebase:authUser:');
    if (Object.keys(localStorage).some(isUserKey)) return true;
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === 'firebaseLocalStorageDb')) return false;
    return new Promise<boolean>((resolve) => {
      const request = indexedDB.open('firebaseLocalStorageDb');
      request.onerror = () => resolve(false);
      request.onsuccess = () => {
        const database = request.result;
        if (!database.objectStoreNames.contains('firebaseLocalStorage')) {
          database.close();
          return resolve(false);
        }
        const keys = database
          .transaction('firebaseLocalStorage', 'readonly')
          .objectStore('firebaseLocalStorage')
          .getAllKeys();
        keys.onsuccess = () => {
          database.close();
          resolve(keys.result.some(isUserKey));
        };
        keys.onerror = () => {
          database.close();
          resolve(false);
        };
      };
    });
  });
}
