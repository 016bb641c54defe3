/** The part of the Web Storage API the app uses; tests point it at a Map. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function defaultStore(): KeyValueStore | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

let store: KeyValueStore | null = defaultStore();

export function setStorageBackend(backend: KeyValueStore | null): void {
  store = backend;
}

export function mapStore(map = new Map<string, string>()): KeyValueStore {
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/* Storage can throw (quota, privacy modes); losing a write must never break the page. */
function safeStore(backend: () => KeyValueStore | null) {
  return {
    get(key: string): string | null {
      try {
        return backend()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        backend()?.setItem(key, value);
      } catch {
        /* see above */
      }
    },
    remove(key: string): void {
      try {
        backend()?.removeItem(key);
      } catch {
        /* see above */
      }
    },
  };
}

/** What the browser keeps across visits (localStorage). */
export const storage = safeStore(() => store);

/** What this tab keeps until it is closed (sessionStorage): nothing on the server. */
export const tabStorage = safeStore(() =>
  typeof sessionStorage === 'undefined' ? null : sessionStorage,
);
