/** The home area's texts. */
export const home = {} as const;
