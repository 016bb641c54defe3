import type { User } from '../schemas/user';

/**
 * What the web app's server bundle (apps/web/src/ssr/entry-server.tsx) exports and the
 * server (plugins/app/web-app.ts) calls: the contract between the two sides of a rendered page.
 */
export interface RenderSetup {
  /** How pages fetch from the API while rendering: the server answers in-process. */
  transport: typeof fetch;
  /** The JSON of the site tag the browser gets (name, contacts, sign-in settings). */
  siteMeta: string;
  /** PUBLIC_URL without a trailing slash: canonical and Open Graph addresses. */
  publicUrl: string;
}

export interface RenderRequest {
  /** Path and query, as asked. */
  url: string;
  /**
   * The signed-in reader the page is for (its API calls carry their session), or null for a
   * visitor: the page arrives as that reader sees it, premium body and header included.
   */
  viewer: User | null;
}

/**
 * `modules`: the matched routes' modules as the build's manifest names them, whose files the
 * page lists for the browser to fetch beside the main bundle.
 */
export type RenderResult<Queries = unknown> =
  /** Not a page the server renders (private pages, sign-in): the browser renders it. */
  | { kind: 'shell'; modules: string[] }
  | { kind: 'redirect'; status: number; location: string }
  /** `queries`: the data the page was rendered from, for the browser to hydrate with. */
  | {
      kind: 'page';
      status: number;
      head: string;
      html: string;
      queries: Queries;
      modules: string[];
    };

export interface PageRenderer {
  setUpRendering(setup: RenderSetup): void;
  render(request: RenderRequest): Promise<RenderResult>;
}
