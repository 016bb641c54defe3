/** The tab named in the URL (`?tab=`), or the first one when it names none that exists. */
export function parseTab<T extends string>(
  tabs: readonly T[],
  value: string | null | undefined,
): T {
  const tab = value?.trim().toLowerCase() ?? '';
  return (tabs as readonly string[]).includes(tab) ? (tab as T) : (tabs[0] as T);
}

/** The tab a key moves to from `current` (arrows wrap, Home/End jump), or null for other keys. */
export function tabForKey<T extends string>(tabs: readonly T[], current: T, key: string): T | null {
  const index = tabs.indexOf(current);
  const last = tabs.length - 1;
  const moves: Record<string, number> = {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  };
  const next = moves[key];
  return next === undefined ? null : (tabs[next] ?? null);
}
