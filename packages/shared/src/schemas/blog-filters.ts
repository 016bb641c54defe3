import { z } from 'zod';
import { blogListQuerySchema } from './blog';

/** A search as GET /api/blogs takes it: trimmed, at most 200 characters. */
const search = blogListQuerySchema.shape.search.unwrap();

/**
 * The article list's filters bar (/blogs?search=&category=): the search by the list query's
 * rule. The category is taken as it is: a choice is applied at once, and the page reads it
 * from the URL, whose category the list query checks (a search never waits on it).
 */
export const blogFiltersFormSchema = z.object({ search, category: z.string() });

/** The search page's field (/search?q=): the same search, which the page sends to the list. */
export const searchFormSchema = z.object({ q: search });
