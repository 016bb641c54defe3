/**
 * The query keys of what several features show. A feature that changes what another shows (an
 * admin saving an article or a path, a map saved in its editor) invalidates the other's queries
 * through these, without importing that feature. Every key starts with its area, so
 * invalidating the area's first key refreshes all of it; keys that depend on who reads carry
 * the viewer (lib/viewer-key.ts).
 */
export const blogKeys = {
  all: ['blogs'] as const,
  list: (viewer: string, params: object) => ['blogs', 'list', viewer, params] as const,
  infinite: (viewer: string, filters: object) => ['blogs', 'infinite', viewer, filters] as const,
  allDetails: ['blogs', 'detail'] as const,
  detail: (viewer: string, id: number) => ['blogs', 'detail', viewer, id] as const,
  suggestions: (viewer: string, text: string) => ['blogs', 'suggestions', viewer, text] as const,
  allSaved: ['blogs', 'saved'] as const,
  saved: (viewer: string) => ['blogs', 'saved', viewer] as const,
  stats: ['blogs', 'stats'] as const,
};

export const categoryKeys = {
  all: ['categories'] as const,
  stats: ['categories', 'stats'] as const,
  admin: ['categories', 'admin'] as const,
};

export const pathKeys = {
  all: ['paths'] as const,
  list: (viewer: string) => ['paths', 'list', viewer] as const,
  detail: (viewer: string, slug: string) => ['paths', 'detail', viewer, slug] as const,
  places: (blogId: number) => ['paths', 'places', blogId] as const,
};
