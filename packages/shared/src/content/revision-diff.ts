import { diffLines } from 'diff';
import { REVISION_PARTS } from '../constants/content-messages';

/** What a revision keeps of an article: the parts readers read and find it by. */
export interface RevisionText {
  title: string;
  content: string;
  tags: string;
}

/** Whether anything a revision keeps differs between two versions. */
export function revisionChanged(before: RevisionText, after: RevisionText): boolean {
  return (
    before.title !== after.title || before.content !== after.content || before.tags !== after.tags
  );
}

/**
 * The texts' lines compared, each text ending with a line break: otherwise the last line of
 * one and the same line followed by another in the other would count as different.
 */
function lineParts(before: string, after: string) {
  const ended = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);
  // A browser's form sends a text's line breaks as CRLF: a line is the same line either way.
  return diffLines(ended(before), ended(after), { stripTrailingCr: true });
}

function countLines(value: string): number {
  return value.split('\n').length - (value.endsWith('\n') ? 1 : 0);
}

/** Lines added and removed from one text to the other. */
function linesChanged(before: string, after: string) {
  let added = 0;
  let removed = 0;
  for (const part of lineParts(before, after)) {
    if (part.added) added += countLines(part.value);
    if (part.removed) removed += countLines(part.value);
  }
  return { added, removed };
}

/** 'a', 'a and b', 'a, b and c'. */
function listed(parts: string[]): string {
  if (parts.length < 2) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * The one line a revision gets when its writer gave none: which parts changed, and how many
 * lines of the text ('Changed the title and the text (+3 −1 lines)').
 */
export function summarizeChange(before: RevisionText, after: RevisionText): string {
  const parts: string[] = [];
  if (before.title !== after.title) parts.push(REVISION_PARTS.title);
  if (before.content !== after.content) {
    const { added, removed } = linesChanged(before.content, after.content);
    parts.push(`${REVISION_PARTS.text} (+${added} −${removed} lines)`);
  }
  if (before.tags !== after.tags) parts.push(REVISION_PARTS.tags);
  return `Changed ${listed(parts)}`;
}

/** One row of a side-by-side diff: a line of each version, or a gap where one has none. */
export interface DiffRow {
  before: string | null;
  after: string | null;
  kind: 'same' | 'changed' | 'removed' | 'added';
}

function linesOf(value: string): string[] {
  const lines = value.split('\n');
  return value.endsWith('\n') ? lines.slice(0, -1) : lines;
}

/**
 * Two texts as rows side by side: unchanged lines on both sides, a removed block facing the
 * block that replaced it line for line, the longer one's extra lines facing a gap.
 */
export function sideBySide(before: string, after: string): DiffRow[] {
  const rows: DiffRow[] = [];
  let removed: string[] = [];
  const flush = (added: string[]) => {
    const length = Math.max(removed.length, added.length);
    for (let index = 0; index < length; index += 1) {
      const left = removed[index] ?? null;
      const right = added[index] ?? null;
      const kind = left === null ? 'added' : right === null ? 'removed' : 'changed';
      rows.push({ before: left, after: right, kind });
    }
    removed = [];
  };
  for (const part of lineParts(before, after)) {
    if (part.removed) {
      flush([]);
      removed = linesOf(part.value);
    } else if (part.added) {
      flush(linesOf(part.value));
    } else {
      flush([]);
      for (const line of linesOf(part.value))
        rows.push({ before: line, after: line, kind: 'same' });
    }
  }
  flush([]);
  return rows;
}
