import {
  CODE_BLOCK_ICON_CLASS,
  COPY_CODE_ATTRIBUTE,
  HEADING_ANCHOR_CLASS,
  SQL_ACTION_ATTRIBUTE,
  SQL_RUNNABLE_ATTRIBUTE,
  SQL_SETUP_ATTRIBUTE,
} from '@codegrow/shared/content/article-markup';
import type { Language } from '@codegrow/shared/i18n/languages';
import { type I18n, type TFunction } from '../../../lib/i18n/i18n';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { ARTICLE_BODY_ATTRIBUTE } from '../../../lib/bodies-in-markup';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useFormats } from '../../../lib/i18n/use-formats';
import { SQL_ENGINE_DOWNLOAD_BYTES } from '../../../lib/offline/sql-engine';
import { noteSqlDownloads } from '../sql-runner/sql-download-note';

const COPIED_MS = 2_000;

/** A code block button's words: its span that is not an icon. */
const WORDS = `span:not(.${CODE_BLOCK_ICON_CLASS})`;

interface CopyWords {
  copy: string;
  copyCode: string;
  copied: string;
}

function showCopied(button: HTMLElement, copied: boolean, words: CopyWords) {
  button.toggleAttribute('data-copied', copied);
  button.setAttribute('aria-label', copied ? words.copied : words.copyCode);
  const label = button.querySelector(WORDS);
  if (label) label.textContent = copied ? words.copied : words.copy;
}

/**
 * Runnable SQL's Run and Reset: the runner and the worker that loads PostgreSQL are fetched on
 * the first press only (features/blogs/sql-runner).
 */
async function sqlAction(block: HTMLElement, action: string | null, i18n: I18n) {
  if (import.meta.env.SSR) return;
  const runner = await import('../sql-runner/sql-block');
  if (action === 'reset') await runner.resetBlock(block, i18n);
  else await runner.runBlock(block, i18n);
}

interface CodeBlockWords {
  copy: string;
  copyCode: string;
  run: string;
  reset: string;
  sqlEditable: string;
  setup: string;
}

/**
 * The body's code blocks in the page's language: the renderer writes their buttons' words in
 * English, once for every reader (article-html.ts), and marks their bars so; the bars then say
 * the page's language, whatever the article's.
 */
function labelCodeBlocks(body: HTMLElement, words: CodeBlockWords, language: string) {
  body.querySelectorAll('.code-block-bar').forEach((bar) => bar.setAttribute('lang', language));
  const label = (selector: string, text: string) =>
    body.querySelectorAll(selector).forEach((node) => (node.textContent = text));
  label(`[${COPY_CODE_ATTRIBUTE}]:not([data-copied]) > ${WORDS}`, words.copy);
  body
    .querySelectorAll(`[${COPY_CODE_ATTRIBUTE}]:not([data-copied])`)
    .forEach((button) => button.setAttribute('aria-label', words.copyCode));
  label(`[${SQL_ACTION_ATTRIBUTE}="run"] > ${WORDS}`, words.run);
  label(`[${SQL_ACTION_ATTRIBUTE}="reset"] > ${WORDS}`, words.reset);
  body
    .querySelectorAll(`[${SQL_RUNNABLE_ATTRIBUTE}] code[role="textbox"]`)
    .forEach((code) => code.setAttribute('aria-label', words.sqlEditable));
  body
    .querySelectorAll(`[${SQL_SETUP_ATTRIBUTE}] > .code-block-bar > span:first-child`)
    .forEach((bar) => {
      const [language] = (bar.textContent ?? '').split(' · ');
      bar.textContent = `${language} · ${words.setup}`;
    });
}

const codeBlockWords = (t: TFunction): CodeBlockWords => ({
  copy: t('blogs.code.copy'),
  copyCode: t('blogs.code.copyCode'),
  run: t('blogs.code.run'),
  reset: t('blogs.code.reset'),
  sqlEditable: t('blogs.code.sqlEditable'),
  setup: t('blogs.code.setup'),
});

const sqlBlockOf = (element: Element) =>
  element.closest<HTMLElement>(`[${SQL_RUNNABLE_ATTRIBUTE}]`);

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * An article body as the server rendered it: sanitized HTML with highlighted
 * code, marked with the article's language. One listener gives the code blocks their copy,
 * run and reset buttons and keeps the body's links to this site inside the app.
 */
export function ArticleBody({
  html,
  language,
  articleId,
}: {
  html: string;
  language: Language;
  /** The article's id where the body is a published article's (its page's state reads it). */
  articleId?: number;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const bodyRef = useRef<HTMLDivElement>(null);
  // Before the browser paints the body when the app shows it; a page the server sent shows the
  // English words until the app takes over (those buttons need the app to work anyway). `t`
  // changes with the language.
  useLayoutEffect(() => {
    if (bodyRef.current) labelCodeBlocks(bodyRef.current, codeBlockWords(t), i18n.language);
  }, [html, t, i18n.language]);
  const { formatBytes } = useFormats();
  useEffect(() => {
    if (!bodyRef.current) return;
    void noteSqlDownloads(bodyRef.current, {
      download: t('blogs.code.sqlDownload', { size: formatBytes(SQL_ENGINE_DOWNLOAD_BYTES) }),
      kept: t('blogs.code.sqlKept'),
    });
  }, [html, t, formatBytes]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const copy = (button: HTMLElement) => {
    const copyWords: CopyWords = { ...codeBlockWords(t), copied: t('blogs.code.copied') };
    const text = button.closest('.code-block')?.querySelector('pre')?.textContent ?? '';
    // No clipboard API outside secure contexts (plain-http deployments): nothing to do there.
    navigator.clipboard?.writeText(text).then(
      () => {
        showCopied(button, true, copyWords);
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          showCopied(button, false, copyWords);
        }, COPIED_MS);
        timers.current.add(timer);
      },
      () => undefined,
    );
  };

  /** A section's link goes to the section, as any link would, and is copied to share. */
  const copySectionLink = (anchor: HTMLAnchorElement) => {
    navigator.clipboard?.writeText(anchor.href).then(
      () => toast.success(t('blogs.actions.linkCopied')),
      () => undefined,
    );
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element)) return;
    const button = event.target.closest<HTMLElement>(`[${COPY_CODE_ATTRIBUTE}]`);
    if (button) return copy(button);
    const sqlButton = event.target.closest(`[${SQL_ACTION_ATTRIBUTE}]`);
    const sqlBlock = sqlButton && sqlBlockOf(sqlButton);
    if (sqlBlock)
      return void sqlAction(sqlBlock, sqlButton.getAttribute(SQL_ACTION_ATTRIBUTE), i18n);
    const link = event.target.closest('a');
    if (link?.classList.contains(HEADING_ANCHOR_CLASS)) return copySectionLink(link);
    const href = link?.getAttribute('href') ?? '';
    if (!href.startsWith('/') || href.startsWith('//') || !isPlainClick(event)) return;
    event.preventDefault();
    void navigate(href);
  };

  /** Ctrl+Enter (⌘+Enter) in a runnable query runs it, as in SQL consoles. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    if (!(event.target instanceof Element)) return;
    const sqlBlock = sqlBlockOf(event.target);
    if (!sqlBlock) return;
    event.preventDefault();
    void sqlAction(sqlBlock, 'run', i18n);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- clicks and keys reach here from the body's own buttons, links and query editors, which keep their roles
    <div
      ref={bodyRef}
      lang={language}
      className="article-prose"
      {...(articleId !== undefined && { [ARTICLE_BODY_ATTRIBUTE]: articleId })}
      onClick={onClick}
      onKeyDown={onKeyDown}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
