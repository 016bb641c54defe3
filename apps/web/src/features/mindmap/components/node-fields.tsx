import { MINDMAP_LIMITS } from '@codegrow/shared/constants/limits';
import type { OutlineEntry } from '@codegrow/shared/content/article-outline';
import { useRef, useState } from 'react';

/**
 * Edits the selected node's text; an empty text is not saved (docs/product.md §5). Enter keeps
 * the text, Escape drops the change; both hand the keyboard back to the map (`onDone`), where
 * its shortcuts work again.
 */
export function NodeTextField({
  id,
  text,
  onSave,
  onDone,
}: {
  id: string;
  text: string;
  onSave: (text: string) => void;
  onDone: () => void;
}) {
  const [value, setValue] = useState(text);
  // The text changed elsewhere (undo, redo): the field shows it (React's "adjust state when
  // a prop changes", during render).
  const [shown, setShown] = useState(text);
  if (shown !== text) {
    setShown(text);
    setValue(text);
  }
  const save = () => value.trim() && onSave(value);
  // Enter or Escape already settled the text: the blur that follows must not save it again.
  const settled = useRef(false);
  const leave = (keep: boolean) => {
    if (keep) save();
    else setValue(text);
    settled.current = true;
    onDone();
  };
  return (
    <label className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
      Node text
      <input
        id={id}
        value={value}
        maxLength={MINDMAP_LIMITS.nodeTextMax}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => {
          if (!settled.current) save();
          settled.current = false;
        }}
        onKeyDown={(event) => {
          // Enter must not submit the surrounding form, nor Escape close a dialog around it.
          if (event.key !== 'Enter' && event.key !== 'Escape') return;
          event.preventDefault();
          leave(event.key === 'Enter');
        }}
        aria-invalid={value.trim() === ''}
        className="min-w-60 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 dark:border-slate-700 dark:bg-slate-900"
      />
    </label>
  );
}

/** Links the selected node to a section of its article, which a reader's click then opens. */
export function NodeSectionField({
  entries,
  value,
  onChange,
}: {
  entries: OutlineEntry[];
  value: string | undefined;
  onChange: (section: string | undefined) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
      Opens section
      <select
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="max-w-72 rounded-lg border border-slate-300 bg-white px-3 py-1.5 dark:border-slate-700 dark:bg-slate-900"
      >
        <option value="">None</option>
        {entries.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.level === 3 ? `– ${entry.text}` : entry.text}
          </option>
        ))}
      </select>
    </label>
  );
}
