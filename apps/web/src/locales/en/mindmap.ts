/** The mindmap area's texts. */
export const mindmap = {} as const;
