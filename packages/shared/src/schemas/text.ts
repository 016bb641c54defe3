/**
 * The one rule for text the API accepts, in any field: no control characters
 * but tab, line feed and carriage return, and well-formed Unicode. Nobody types
 * a NUL or a lone surrogate; PostgreSQL refuses both, so they are turned away
 * at the edge with a message naming the field (docs/decisions/0007).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isCleanText(value: string): boolean {
  return !CONTROL_CHARACTER.test(value) && !LONE_SURROGATE.test(value);
}

export const uncleanTextMessage = (field: string) =>
  `${field} must not contain control characters or broken Unicode`;

/** A place in a request's value: its key and the place holding it. */
interface Place {
  item: unknown;
  key: string;
  parent: Place | null;
}

function pathOf(place: Place | null): string {
  const keys: string[] = [];
  for (let at = place; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * Where a string breaking the rule sits in `value` (object keys count too), as
 * a dotted path like `data.nodes.0.text`; `null` when all is clean. Walks with
 * its own stack and builds the path only when found, so neither depth nor size
 * can overflow the call stack or cost more than one visit per value.
 */
export function findUncleanText(value: unknown): string | null {
  const pending: Place[] = [{ item: value, key: '', parent: null }];
  for (let place = pending.pop(); place; place = pending.pop()) {
    const { item } = place;
    if (typeof item === 'string') {
      if (!isCleanText(item)) return pathOf(place);
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    for (const [key, child] of Object.entries(item)) {
      const here = { item: child, key, parent: place };
      if (!isCleanText(key)) return pathOf(here);
      pending.push(here);
    }
  }
  return null;
}
