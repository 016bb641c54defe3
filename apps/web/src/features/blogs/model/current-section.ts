/**
 * The section being read: the last heading above the reading line (a third of the way down
 * the window, where eyes rest), or the first section while none is (the reader is still in
 * the introduction). `tops` are the headings' distances from the top of the window, in
 * reading order.
 */
export function currentSectionId(
  tops: ReadonlyArray<{ id: string; top: number }>,
  windowHeight: number,
): string | null {
  const readingLine = windowHeight / 3;
  let current = tops[0]?.id ?? null;
  for (const { id, top } of tops) {
    if (top > readingLine) break;
    current = id;
  }
  return current;
}
