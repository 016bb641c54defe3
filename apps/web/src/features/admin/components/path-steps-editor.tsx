import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { keyMoveTarget, moveStep, removeStep, type EditedStep } from '../model/path-steps';

interface PathStepsEditorProps {
  steps: EditedStep[];
  onChange: (steps: EditedStep[]) => void;
}

/**
 * A path's steps in order. Reorder by dragging a row, or from the keyboard: the handle
 * moves its step with the arrow keys (Home and End to the ends); each move is announced.
 */
export function PathStepsEditor({ steps, onChange }: PathStepsEditorProps) {
  const dragged = useRef<number | null>(null);
  const handles = useRef(new Map<number, HTMLButtonElement>());
  const [announcement, setAnnouncement] = useState('');

  const move = (from: number, to: number, refocus: boolean) => {
    const next = moveStep(steps, from, to);
    const step = steps[from];
    if (!step || next.every((item, index) => item.id === steps[index]?.id)) return;
    onChange(next);
    setAnnouncement(`${step.title}: step ${next.indexOf(step) + 1} of ${next.length}`);
    if (refocus) requestAnimationFrame(() => handles.current.get(step.id)?.focus());
  };

  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = keyMoveTarget(event.key, index, steps.length);
    if (target === null) return;
    event.preventDefault();
    move(index, target, true);
  };

  return (
    <>
      <ol
        aria-label="Steps"
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
      >
        {steps.map((step, index) => (
          <li
            key={step.id}
            draggable
            onDragStart={(event) => {
              dragged.current = index;
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged.current !== null) move(dragged.current, index, false);
              dragged.current = null;
            }}
            className="flex items-center gap-2 bg-white px-2 py-2 dark:bg-slate-900"
          >
            {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- ARIA 1.3's global aria-description, which screen readers announce; the plugin does not know it yet */}
            <button
              type="button"
              ref={(element) => {
                if (element) handles.current.set(step.id, element);
                else handles.current.delete(step.id);
              }}
              aria-label={`Move ${step.title}`}
              aria-description="Drag, or use the arrow keys, Home and End"
              onKeyDown={(event) => onHandleKey(event, index)}
              className={cn(
                'cursor-grab rounded p-1 text-slate-400 hover:text-slate-700 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:hover:text-slate-200',
              )}
            >
              <GripVertical aria-hidden="true" className="size-4" />
            </button>
            <span className="w-6 text-right text-sm font-semibold text-slate-500 tabular-nums dark:text-slate-400">
              {index + 1}
            </span>
            <span className="min-w-0 flex-1 truncate text-sm text-slate-900 dark:text-slate-100">
              {step.title}
            </span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Move ${step.title} up`}
              disabled={index === 0}
              onClick={() => move(index, index - 1, false)}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Move ${step.title} down`}
              disabled={index === steps.length - 1}
              onClick={() => move(index, index + 1, false)}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${step.title}`}
              onClick={() => onChange(removeStep(steps, step.id))}
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ol>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
