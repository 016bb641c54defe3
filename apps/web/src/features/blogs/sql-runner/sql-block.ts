/**
 * Runnable SQL on the reading page (```sql runnable): loaded on a reader's first Run or Reset,
 * with the worker that loads PostgreSQL, so the article page's own script does not grow. The
 * block's code is the reader's editor (plain text, editable without any script); its result
 * is drawn under it as text, never as HTML.
 */
import {
  SQL_ORIGINAL_ATTRIBUTE,
  SQL_SETUP_ATTRIBUTE,
} from '@codegrow/shared/content/article-markup';
import { isLanguage, type Language } from '@codegrow/shared/i18n/languages';
import { type I18n, type TFunction } from '../../../lib/i18n/i18n';
import { formatsFor } from '@codegrow/shared/format/formats';
import type { SqlError, StatementResult } from './run-sql';
import { QUERY_TIME_LIMIT_MS, runSql, type SqlAnswer } from './sql-client';
import { downloadedBytes, SQL_ENGINE_DOWNLOAD_BYTES } from '../../../lib/offline/sql-engine';
import { dropSqlDownloadNotes } from './sql-download-note';
import './sql-block.css';

const running = new WeakSet<HTMLElement>();
const withTexts = new WeakMap<I18n, Promise<void>>();

function words(i18n: I18n): { t: TFunction; language: Language } {
  return { t: i18n.t, language: isLanguage(i18n.language) ? i18n.language : 'en' };
}

/** The runner's texts in the page's language only, fetched and added to the page's once. */
function addRunnerTexts(i18n: I18n): Promise<void> {
  let added = withTexts.get(i18n);
  if (!added) {
    const texts =
      words(i18n).language === 'bn'
        ? import('../../../locales/bn/sql-runner')
        : import('../../../locales/en/sql-runner');
    added = texts.then(({ sqlRunner }) => i18n.addTexts({ sqlRunner }));
    withTexts.set(i18n, added);
  }
  return added;
}

const editorOf = (block: HTMLElement) => block.querySelector<HTMLElement>('pre > code');

/** The article's setup blocks, in order: the tables its queries read. */
function setupOf(block: HTMLElement): string {
  const article = block.closest('.article-prose') ?? document;
  return Array.from(article.querySelectorAll(`[${SQL_SETUP_ATTRIBUTE}] pre`), (pre) =>
    (pre.textContent ?? '').trim(),
  ).join('\n');
}

function outputOf(block: HTMLElement): { output: HTMLElement; status: HTMLElement } {
  const output = block.querySelector<HTMLElement>(':scope > .sql-output');
  const status = output?.querySelector<HTMLElement>(':scope > .sql-status');
  if (output && status) return { output, status };
  const made = element('div');
  made.className = 'sql-output';
  const line = element('p');
  line.className = 'sql-status';
  line.setAttribute('role', 'status');
  made.append(line);
  block.append(made);
  return { output: made, status: line };
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  return node;
}

function resultTable(result: StatementResult, t: TFunction): HTMLElement {
  const table = element('table');
  const head = table.createTHead().insertRow();
  for (const column of result.columns) head.append(element('th', column));
  const body = table.createTBody();
  for (const row of result.rows) {
    const line = body.insertRow();
    for (const value of row) {
      const cell = line.insertCell();
      cell.textContent = value ?? t('sqlRunner.nullValue');
      if (value === null) cell.className = 'sql-null';
    }
  }
  const scroll = element('div');
  scroll.className = 'table-scroll';
  scroll.tabIndex = 0;
  scroll.setAttribute('role', 'region');
  scroll.setAttribute('aria-label', t('sqlRunner.resultLabel'));
  scroll.append(table);
  return scroll;
}

function summary(result: StatementResult, t: TFunction, language: Language): string {
  const { formatCount } = formatsFor(language);
  if (result.columns.length > 0) {
    const rows = t('sqlRunner.rows', { count: result.rowCount, n: formatCount(result.rowCount) });
    if (result.rowCount <= result.rows.length) return rows;
    const shown = formatCount(result.rows.length);
    return `${rows}. ${t('sqlRunner.firstRows', { shown, n: formatCount(result.rowCount) })}`;
  }
  if (result.affectedRows > 0) {
    const n = formatCount(result.affectedRows);
    return t('sqlRunner.affected', { command: result.command, count: result.affectedRows, n });
  }
  return t('sqlRunner.done', { command: result.command });
}

/** Line and column of a 1-based character of the query, as an editor counts them. */
function lineAndColumn(query: string, position: number) {
  const before = query.slice(0, Math.max(position - 1, 0)).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

function errorLines(error: SqlError, query: string, t: TFunction, language: Language): string[] {
  const { formatCount } = formatsFor(language);
  const lines: string[] = [
    t(error.inSetup ? 'sqlRunner.setupError' : 'sqlRunner.error', { message: error.message }),
  ];
  if (error.position && !error.inSetup) {
    const { line, column } = lineAndColumn(query, error.position);
    lines.push(t('sqlRunner.errorAt', { line: formatCount(line), column: formatCount(column) }));
  }
  if (error.detail) lines.push(error.detail);
  if (error.hint) lines.push(error.hint);
  return lines;
}

function show(block: HTMLElement, answer: SqlAnswer, query: string, i18n: I18n) {
  const { t, language } = words(i18n);
  const { output, status } = outputOf(block);
  output.querySelectorAll(':scope > :not(.sql-status)').forEach((node) => node.remove());
  output.removeAttribute('aria-busy');
  output.classList.toggle('sql-failed', !answer.ok);
  if ('stopped' in answer) {
    const seconds = formatsFor(language).formatCount(QUERY_TIME_LIMIT_MS / 1000);
    status.textContent = t('sqlRunner.stopped', { seconds });
    return;
  }
  if ('unavailable' in answer) {
    status.textContent = t('sqlRunner.unavailable');
    return;
  }
  if (!answer.ok) {
    const [first = '', ...rest] = errorLines(answer.error, query, t, language);
    status.textContent = first;
    for (const line of rest) output.append(element('p', line));
    return;
  }
  // One line for each statement's outcome; tables for those that return rows.
  status.textContent = answer.results.map((result) => summary(result, t, language)).join(' · ');
  for (const result of answer.results) {
    if (result.columns.length > 0) output.append(resultTable(result, t));
  }
}

/** Runs the block's query, as the reader left it, after the article's setup. */
export async function runBlock(block: HTMLElement, i18n: I18n): Promise<void> {
  const editor = editorOf(block);
  if (!editor || running.has(block)) return;
  running.add(block);
  try {
    await addRunnerTexts(i18n);
    const { t, language } = words(i18n);
    const { formatBytes } = formatsFor(language);
    const { output, status } = outputOf(block);
    output.setAttribute('aria-busy', 'true');
    status.textContent = t('sqlRunner.loading');
    const query = editor.textContent ?? '';
    const total = formatBytes(SQL_ENGINE_DOWNLOAD_BYTES);
    const answer = await runSql(setupOf(block), query, {
      onProgress: (received) => {
        if (SQL_ENGINE_DOWNLOAD_BYTES === 0) return;
        const done = formatBytes(Math.min(downloadedBytes(received), SQL_ENGINE_DOWNLOAD_BYTES));
        status.textContent = t('sqlRunner.downloading', { done, total });
      },
      onStarted: () => {
        status.textContent = t('sqlRunner.running');
        dropSqlDownloadNotes(block.closest('.article-prose') ?? document);
      },
    });
    show(block, answer, query, i18n);
  } finally {
    running.delete(block);
  }
}

/** Puts the author's query back, highlighted as it was. */
export async function resetBlock(block: HTMLElement, i18n: I18n): Promise<void> {
  const editor = editorOf(block);
  const original = block.querySelector<HTMLTemplateElement>(`template[${SQL_ORIGINAL_ATTRIBUTE}]`);
  const authored = original?.content.firstElementChild;
  if (!editor || !authored) return;
  editor.replaceChildren(...Array.from(authored.cloneNode(true).childNodes));
  await addRunnerTexts(i18n);
  const { t } = words(i18n);
  outputOf(block).status.textContent = t('sqlRunner.reset');
}
