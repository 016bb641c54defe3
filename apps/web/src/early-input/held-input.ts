/** A click or a form's submission made before the app took over the page, held for it. */
export interface HeldInput {
  /** The button clicked, or the form sent with Enter. */
  target: HTMLElement;
  /** Takes away the mark that says it is waiting. */
  release(): void;
}

/** A field typed into before the app took over, and what it held then. */
export interface TypedField {
  field: HTMLInputElement | HTMLTextAreaElement;
  value: string;
}

export interface EarlyInputRecorder {
  /** Stops recording; the fields typed into and what was held, oldest first. */
  stop(): { typed: TypedField[]; held: HeldInput[] };
}

declare global {
  interface Window {
    /** The recorder while it records; 'taken' once the app handles input itself. */
    codegrowEarlyInput?: EarlyInputRecorder | 'taken';
  }
}
