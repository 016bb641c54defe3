import type { User } from '../schemas/user';

/**
 * What the web app's server bundle (apps/web/src/ssr/entry-server.tsx) exports and the
 * server (plugins/app/web-app.ts) calls: the contract between the two sides of a rendered page.
 */
/**
 * What the web app's API client needs of a fetch (the browser's own is one): the status and
 * the body's text, as the server's in-process transport answers without building a Response.
 */
export type ApiTransport = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: BodyInit;
    credentials?: RequestCredentials;
    signal?: AbortSignal;
  },
) => Promise<{
  ok: boolean;
  status: number;
  text(): Promise<string>;
  /** An answer read in-process: its data as it is, never written as text (then `text` is ''). */
  data?: unknown;
}>;

export interface RenderSetup {
  /** How pages fetch from the API while rendering: the server answers in-process. */
  transport: ApiTransport;
  /** The JSON of the site tag the browser gets (name, contacts, sign-in settings). */
  siteMeta: string;
  /** PUBLIC_URL without a trailing slash: canonical and Open Graph addresses. */
  publicUrl: string;
  /** Where signed-in readers' page templates are kept (bounded by the server); none: no templates. */
  readerTemplates?: ReaderTemplateStore;
  /** Every reader's page from a template is also rendered for them and compared (tests). */
  checkReaderTemplates?: boolean;
}

/**
 * A signed-in reader's page as every reader who sees it alike gets it: its markup's bytes cut
 * where each reader's own words go (apps/web/src/ssr/reader-templates.ts), or null where the
 * render used them in a way that cannot be filled in, and such a page is rendered for each reader.
 */
export interface ReaderTemplate<Head = unknown> {
  parts: readonly Uint8Array[] | null;
  head: Head;
}

export interface ReaderTemplateStore<Head = unknown> {
  get(key: string): ReaderTemplate<Head> | undefined;
  set(key: string, template: ReaderTemplate<Head>): unknown;
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
  /**
   * `html`: the markup's UTF-8 bytes in pieces (a reader's page is its template's pieces with
   * their words between), sent as they are; `queries`: the data the page was rendered from,
   * for the browser to hydrate with.
   */
  | {
      kind: 'page';
      status: number;
      head: string;
      html: readonly Uint8Array[];
      queries: Queries;
      modules: string[];
    };

export interface PageRenderer {
  setUpRendering(setup: RenderSetup): void;
  render(request: RenderRequest): Promise<RenderResult>;
}
