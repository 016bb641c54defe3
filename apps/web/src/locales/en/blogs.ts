/** The blogs area's texts. */
export const blogs = {} as const;
