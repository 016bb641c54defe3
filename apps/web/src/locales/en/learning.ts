/** The learning area's texts. */
export const learning = {} as const;
