import { LOAD_FAILED_NOTICE_ID } from '@codegrow/shared/constants/site';
import { useEffect } from 'react';
import { useAuth } from '../features/auth/hooks/use-auth';
import type { HeldInput, TypedField } from './held-input';

let typed: TypedField[] = [];
let held: HeldInput[] = [];

/** The app's code is running: marks the page for the recorder (record-early-input.ts). */
export function noteAppStarted(): void {
  document.documentElement.dataset.appStarted = '';
}

/** The app could not take over the page: the recorder lets go and tells the reader. */
export function appCouldNotStart(): void {
  const recorder = window.codegrowEarlyInput;
  if (recorder === undefined) window.codegrowEarlyInput = 'failed';
  else if (typeof recorder === 'object') recorder.giveUp();
}

/**
 * Called right before React takes over the page: from then on React sees every event itself,
 * so the recorder stops, and what it noted waits here for EarlyInputReplay.
 */
export function stopHoldingInput(): void {
  const recorder = window.codegrowEarlyInput;
  window.codegrowEarlyInput = 'taken';
  if (typeof recorder === 'object') ({ typed, held } = recorder.stop());
  // Should the recorder have given up on an app that came after all.
  document.getElementById(LOAD_FAILED_NOTICE_ID)?.setAttribute('hidden', '');
}

/**
 * Gives a field back what the reader typed (the app's first renders may have wiped it), as
 * typing would, so the form's state takes the text. React notes on the element the value it
 * last saw and reports a change only against that note: the field is emptied through the note,
 * then given the text past it (the browser's own setter), then told of an input.
 */
function retype({ field, value }: TypedField): void {
  if (!field.isConnected) return;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setValue) return;
  field.value = '';
  setValue.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Replays what the reader did before the app took over (record-early-input.ts): the text
 * typed, at once; the clicks and submissions once the session is known, so a like clicked
 * early counts as the reader's like, not as a visitor's 'please log in'.
 */
export function EarlyInputReplay() {
  const { sessionKnown } = useAuth();
  useEffect(() => {
    const fields = typed;
    typed = [];
    fields.forEach(retype);
  }, []);
  useEffect(() => {
    if (!sessionKnown) return;
    const input = held;
    held = [];
    for (const { target, release } of input) {
      release();
      // Gone if hydration had to replace it: a click on something no longer there.
      if (!target.isConnected) continue;
      if (target instanceof HTMLFormElement) target.requestSubmit();
      else target.click();
    }
  }, [sessionKnown]);
  return null;
}
