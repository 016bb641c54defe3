/** The keys of the reader's progress: each starts with 'progress', so a write refreshes them all. */
export const progressKeys = {
  all: ['progress'] as const,
  of: (viewer: string, blogIds: readonly number[]) => ['progress', viewer, blogIds] as const,
  learning: (viewer: string) => ['progress', 'learning', viewer] as const,
};
