/**
 * How far down an article the reader is: the share of the body that has come into view
 * (0 at the top of a long article, 1 once its last line is on screen). Restoring a
 * position scrolls back to where that share was in view.
 */
export interface BodyBox {
  /** The body's top, from the top of the document. */
  top: number;
  height: number;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

export function positionIn(body: BodyBox, scrollY: number, viewportHeight: number): number {
  if (body.height <= 0) return 1;
  const seen = (scrollY + viewportHeight - body.top) / body.height;
  return round(Math.min(1, Math.max(0, seen)));
}

/** The scroll offset at which `position` of the body is in view: the inverse of positionIn. */
export function scrollTopFor(body: BodyBox, position: number, viewportHeight: number): number {
  return Math.max(0, body.top + position * body.height - viewportHeight);
}
