import { highlightParts } from '../model/highlight';

/** `text` with the words of `query` in <mark>; built from text parts, never from HTML. */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.match ? (
          <mark
            key={index}
            className="rounded-sm bg-amber-200/70 px-0.5 text-inherit dark:bg-amber-400/25 dark:text-amber-100"
          >
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
