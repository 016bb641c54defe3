/**
 * What a runnable block says before its first run: how much PostgreSQL's engine downloads
 * (from the build), and that it is kept afterwards; or, once the service worker keeps it, that
 * runs work offline. A line under the block's bar, named by its Run button as its description.
 * Added by the reading page itself (the stored article is the same for every reader).
 */
import {
  SQL_ACTION_ATTRIBUTE,
  SQL_RUNNABLE_ATTRIBUTE,
} from '@codegrow/shared/content/article-markup';
import { SQL_ENGINE_DOWNLOAD_BYTES, sqlEngineKept } from '../../../lib/offline/sql-engine';

const NOTE_CLASS = 'sql-download-note';
/** Marks a block with nothing to say (the engine is in the page): its note's room goes (code-block.css). */
const ENGINE_LOADED_ATTRIBUTE = 'data-sql-engine-loaded';

export interface DownloadNoteWords {
  /** Before the first run: the download's size is in it already. */
  download: string;
  kept: string;
}

let notes = 0;

/** The block's note, made once. */
function noteOf(block: HTMLElement): HTMLElement {
  const found = block.querySelector<HTMLElement>(`:scope > .${NOTE_CLASS}`);
  if (found) return found;
  const note = document.createElement('p');
  note.className = NOTE_CLASS;
  note.id = `sql-download-note-${(notes += 1)}`;
  block.querySelector(':scope > .code-block-bar')?.after(note);
  block.querySelector(`[${SQL_ACTION_ATTRIBUTE}="run"]`)?.setAttribute('aria-describedby', note.id);
  return note;
}

export async function noteSqlDownloads(body: HTMLElement, words: DownloadNoteWords) {
  const blocks = body.querySelectorAll<HTMLElement>(`[${SQL_RUNNABLE_ATTRIBUTE}]`);
  if (blocks.length === 0) return;
  // Nothing to say (a development build does not measure the engine): no room kept either.
  if (SQL_ENGINE_DOWNLOAD_BYTES === 0) {
    blocks.forEach((block) => block.setAttribute(ENGINE_LOADED_ATTRIBUTE, ''));
    return;
  }
  blocks.forEach((block) => (noteOf(block).textContent = words.download));
  if (!(await sqlEngineKept())) return;
  blocks.forEach((block) => (noteOf(block).textContent = words.kept));
}

/** Once a run has started the engine is in the page: the note has said what it had to. */
export function dropSqlDownloadNotes(body: ParentNode) {
  body.querySelectorAll(`.${NOTE_CLASS}`).forEach((note) => {
    body.querySelector(`[aria-describedby="${note.id}"]`)?.removeAttribute('aria-describedby');
    note.remove();
  });
  body
    .querySelectorAll(`[${SQL_RUNNABLE_ATTRIBUTE}]`)
    .forEach((block) => block.setAttribute(ENGINE_LOADED_ATTRIBUTE, ''));
}
