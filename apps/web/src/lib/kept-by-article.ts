import { storage } from './storage';

export interface KeptByArticle<T> {
  keep(blogId: number, value: T): void;
  all(): [number, T][];
  clear(): void;
}

/**
 * What a visitor did on articles, kept in this browser by article id under one storage key
 * until they sign in: then it is sent again for the server to judge and keep for the account
 * (a result the browser claimed would prove nothing).
 */
export function keptByArticle<T>(key: string): KeptByArticle<T> {
  function read(): Record<string, T> {
    try {
      const parsed: unknown = JSON.parse(storage.get(key) ?? '{}');
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, T>)
        : {};
    } catch {
      return {};
    }
  }
  return {
    keep(blogId: number, value: T): void {
      storage.set(key, JSON.stringify({ ...read(), [blogId]: value }));
    },
    all(): [number, T][] {
      return Object.entries(read()).flatMap(([id, value]) =>
        Number.isInteger(Number(id)) ? [[Number(id), value] as [number, T]] : [],
      );
    },
    clear(): void {
      storage.remove(key);
    },
  };
}
