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
  /**
   * The app cannot start: lets go of what is held, tells the reader (with a link to reload)
   * and from then on leaves to the browser only the forms that say how to send them.
   */
  giveUp(): void;
}

declare global {
  interface Window {
    /**
     * The recorder while it records; 'taken' once the app handles input itself; 'failed' if
     * the app could not start before the recorder did.
     */
    codegrowEarlyInput?: EarlyInputRecorder | 'taken' | 'failed';
  }
}
