/**
 * The page's first script, small and on its own (index.html loads it before the app, without
 * waiting for it). Until the app has taken over a server-rendered page, a click on one of its
 * buttons would do nothing, Enter in a form would send it the browser's way (its fields in the
 * address), and what was typed would be wiped when the app first draws the form. So clicks and
 * submissions are held, the button or form marked as waiting, and the fields typed into are
 * noted, for the app to replay (replay-early-input.tsx). Should the app's script fail to load
 * (offline, blocked), nothing would ever answer what was held: the reader is told so and shown
 * a link to reload, the marks are taken away, and the searches (with the list's category) are
 * left to the browser. No imports: anything shared with the app would make this script wait
 * for the app's code.
 */
import type { EarlyInputRecorder, HeldInput } from './held-input';

/** Styled in index.css: the reader sees that the click was taken. */
const HELD_MARK = 'data-held-input';
/** LOAD_FAILED_NOTICE_ID of @codegrow/shared: the server puts it, hidden, in every page. */
const LOAD_FAILED_NOTICE = 'codegrow-load-failed';
/** The mark on <html> of an app that has started (`noteAppStarted`, replay-early-input.tsx). */
const APP_STARTED = 'appStarted';

const showLoadFailed = () => document.getElementById(LOAD_FAILED_NOTICE)?.removeAttribute('hidden');

/**
 * Once the page's DOMContentLoaded has come, the app's script has run, or it never will: a
 * module script that fails to load, or whose code throws as it is read, is skipped. (The
 * document reads 'interactive' earlier, before such scripts run.) This holds while nothing
 * the app's entry imports awaits at its top level: the event does not wait for such a module.
 */
function unlessTheAppStarts(giveUp: () => void): void {
  const check = () => {
    if (!(APP_STARTED in document.documentElement.dataset)) giveUp();
  };
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation?.domContentLoadedEventStart) check();
  else document.addEventListener('DOMContentLoaded', check);
}

/**
 * A form that names where and how the browser may send it itself (the searches: `method="get"`
 * and an action), or a button of one. Any other form sent the browser's way would put its
 * fields in the address of the page it is on, a password among them.
 */
function sendsItself(target: HTMLElement): boolean {
  const form = target instanceof HTMLButtonElement ? target.form : target;
  return (
    form instanceof HTMLFormElement &&
    form.getAttribute('method') === 'get' &&
    form.hasAttribute('action')
  );
}

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(target.type));

function startRecording(): EarlyInputRecorder {
  let held: HeldInput[] = [];
  let failed = false;
  const typedInto = new Set<HTMLInputElement | HTMLTextAreaElement>();
  const hold = (event: Event, target: HTMLElement) => {
    // With no app to answer, the browser sends the forms that say how; the rest never.
    if (failed) {
      if (!sendsItself(target)) event.preventDefault();
      return;
    }
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
  // With no app, choosing in a list (the articles' category) sends its form, as the app
  // applies the choice at once: otherwise it would wait, unexplained, for the Search button.
  const onChange = (event: Event) => {
    const { target } = event;
    if (!failed || !(target instanceof HTMLSelectElement)) return;
    if (target.form && sendsItself(target.form)) target.form.requestSubmit();
  };
  const giveUp = () => {
    if (failed) return;
    failed = true;
    for (const input of held) input.release();
    held = [];
    showLoadFailed();
  };
  const listeners = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onInput],
    ['change', onChange],
  ] as const;
  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
  return {
    giveUp,
    stop() {
      for (const [type, listener] of listeners) {
        document.removeEventListener(type, listener, true);
      }
      const typed = [...typedInto].map((field) => ({ field, value: field.value }));
      return { typed, held };
    },
  };
}

// Should the app have taken over first, it handles input itself; should it have failed first,
// the reader is told at once.
const before = window.codegrowEarlyInput;
if (before !== 'taken') {
  const recorder = (window.codegrowEarlyInput = startRecording());
  if (before === 'failed') recorder.giveUp();
  else unlessTheAppStarts(recorder.giveUp);
}
