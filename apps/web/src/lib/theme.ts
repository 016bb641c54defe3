import { STORAGE_KEYS, THEMES, type Theme } from '@codegrow/shared/constants/site';
import { storage } from './storage';

function isTheme(value: string | null): value is Theme {
  return (THEMES as readonly (string | null)[]).includes(value);
}

/** The saved choice, else the operating system's preference. */
export function initialTheme(): Theme {
  const saved = storage.get(STORAGE_KEYS.theme);
  if (isTheme(saved)) return saved;
  const prefersDark =
    typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  return prefersDark ? 'dark' : 'light';
}

let current: Theme = 'light';
const listeners = new Set<() => void>();

/** Puts the theme on <html> (the page's head did at first: THEME_SCRIPT of @codegrow/shared). */
export function applyTheme(theme: Theme): void {
  current = theme;
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  for (const listener of listeners) listener();
}

export function setTheme(theme: Theme): void {
  storage.set(STORAGE_KEYS.theme, theme);
  applyTheme(theme);
}

export function toggleTheme(): void {
  setTheme(current === 'dark' ? 'light' : 'dark');
}

export const themeStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): Theme => current,
  /** The server cannot know; components show both icons and let CSS pick (see Header). */
  getServerSnapshot: (): Theme => 'light',
};
