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
export const storage = {
  get(key: string): string | null {
    try {
      return store?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      store?.setItem(key, value);
    } catch {
      /* see above */
    }
  },
  remove(key: string): void {
    try {
      store?.removeItem(key);
    } catch {
      /* see above */
    }
  },
};
