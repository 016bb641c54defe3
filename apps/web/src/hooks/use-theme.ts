import { useSyncExternalStore } from 'react';
import { themeStore, toggleTheme } from '../lib/theme';

export function useTheme() {
  const theme = useSyncExternalStore(
    themeStore.subscribe,
    themeStore.getSnapshot,
    themeStore.getServerSnapshot,
  );
  return { theme, isDark: theme === 'dark', toggleTheme };
}
