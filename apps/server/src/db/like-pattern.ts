/** A LIKE/ILIKE pattern matching text that contains `text` as typed (its % and _ literal). */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
