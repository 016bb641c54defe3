/** The keys of the mind-map queries: each starts with 'mindmaps', so a write refreshes them all. */
export const mindmapKeys = {
  all: ['mindmaps'] as const,
  detail: (viewer: string, id: number) => ['mindmaps', 'detail', viewer, id] as const,
};
