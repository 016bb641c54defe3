/**
 * The page's first script, small and on its own (index.html loads it before the app, without
 * waiting for it). Until the app has taken over a server-rendered page, a click on one of its
 * buttons would do nothing, Enter in a form would send it the browser's way (its fields in the
 * address), and what was typed would be wiped when the app first draws the form. So clicks and
 * submissions are held, the button or form marked as waiting, and the fields typed into are
 * noted, for the app to replay (replay-early-input.tsx). No imports: anything shared with the
 * app would make this script wait for the app's code.
 */
import type { EarlyInputRecorder, HeldInput } from './held-input';

/** Styled in index.css: the reader sees that the click was taken. */
const HELD_MARK = 'data-held-input';

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(target.type));

function startRecording(): EarlyInputRecorder {
  const held: HeldInput[] = [];
  const typedInto = new Set<HTMLInputElement | HTMLTextAreaElement>();
  const hold = (event: Event, target: HTMLElement) => {
    event.preventDefault();
    // A second click while waiting is impatience, not a second like.
    if (held.some((input) => input.target === target)) return;
    target.setAttribute(HELD_MARK, '');
    held.push({ target, release: () => target.removeAttribute(HELD_MARK) });
  };
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && !button.disabled) hold(event, button);
  };
  // Enter in a field; a click on a submit button is held above, so its form is not sent.
  const onSubmit = (event: Event) => {
    if (event.target instanceof HTMLFormElement) hold(event, event.target);
  };
  const onInput = (event: Event) => {
    if (isTextField(event.target)) typedInto.add(event.target as HTMLInputElement);
  };
  const listeners = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onInput],
  ] as const;
  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
  return {
    stop() {
      for (const [type, listener] of listeners) {
        document.removeEventListener(type, listener, true);
      }
      const typed = [...typedInto].map((field) => ({ field, value: field.value }));
      return { typed, held };
    },
  };
}

// Should the app have started first, it handles input itself.
if (window.codegrowEarlyInput !== 'taken') window.codegrowEarlyInput = startRecording();
