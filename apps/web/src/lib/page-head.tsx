import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { site } from '../config/site';

/** A page's title as the browser tab and search results show it: `{title} · {site}`. */
export const pageTitle = (title: string) => `${title} · ${site.name}`;

/** What a page says about itself in the document head. */
export interface PageHead {
  /** The whole title, site name included. */
  title: string;
  /** The title a shared link's card shows (og:title, twitter:title), when not the whole title. */
  socialTitle?: string;
  description?: string;
  /** Open Graph type: 'article' for an article, 'website' otherwise. */
  type?: 'website' | 'article';
  /** Path and query of the canonical address; the page's own address when left out. */
  canonicalPath?: string;
  /** A cover image (absolute, or a path on this site). */
  image?: string;
  article?: {
    publishedTime: string;
    modifiedTime: string;
    section: string;
    tags: string[];
    author: string;
  };
  /** schema.org data, written as JSON-LD; top-level values that are paths become addresses. */
  structuredData?: Record<string, unknown>;
  /** Pages that must stay out of search results (a search's own results, errors). */
  noindex?: boolean;
  /** An RSS feed of this page's own articles, beside the site's (a category's list). */
  feed?: { title: string; path: string };
}

/** Where the server collects the head of the page it renders; absent in the browser. */
export interface HeadCollector {
  /** Rendering is synchronous: the last page to declare one, the innermost, wins. */
  declare(head: PageHead): void;
}

const HeadContext = createContext<HeadCollector | null>(null);

export function HeadProvider({
  collector,
  children,
}: {
  collector: HeadCollector;
  children: ReactNode;
}) {
  return <HeadContext.Provider value={collector}>{children}</HeadContext.Provider>;
}

function setMeta(name: string, content: string | undefined) {
  const tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (tag && content !== undefined) tag.content = content;
}

/**
 * Declares the page's head. On the server the deepest page rendered wins and
 * becomes the response's <head>; in the browser the title and description
 * follow client-side navigation.
 */
export function useHead(head: PageHead | null): void {
  const collector = useContext(HeadContext);
  if (head) collector?.declare(head);
  const title = head?.title;
  const description = head?.description;
  useEffect(() => {
    if (title === undefined) return;
    document.title = title;
    setMeta('description', description);
  }, [title, description]);
}
