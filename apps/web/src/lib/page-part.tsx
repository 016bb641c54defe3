import { lazy, Suspense, useState, type ComponentType } from 'react';

interface PagePartEntry {
  name: string;
  load: () => Promise<unknown>;
}

/** Every part declared by the route modules loaded so far. */
const declared: PagePartEntry[] = [];

/**
 * A part of a page whose code the browser fetches only for a page that shows it (an article's
 * mind map, its questions), rendered on the server like the rest.
 *
 * React.lazy suspends on its first render even when the code has arrived, and a server-rendered
 * boundary still waiting for its code when the page above it changes (the reader's session
 * arriving) is thrown away and drawn again: the part blinks out and the page below it jumps.
 * So a part the server rendered is fetched before the page hydrates (`loadRenderedParts`) and
 * rendered straight from its module; elsewhere it waits for its code as React.lazy does.
 */
export function pagePart<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  const fetchCode = async () => (loaded ??= await load());
  declared.push({ name, load: fetchCode });
  const Lazy = lazy(async () => ({ default: await fetchCode() }));

  function PagePart(props: Props) {
    // Chosen once per mount: switching from one to the other would mount the part again.
    const [Part] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return (
      <div data-page-part={name}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  return PagePart;
}

/** Fetches the code of the parts in the server's page, for it to hydrate whole. */
export async function loadRenderedParts(): Promise<void> {
  const rendered = declared.filter(({ name }) =>
    document.querySelector(`[data-page-part="${name}"]`),
  );
  await Promise.all(rendered.map(({ load }) => load()));
}
