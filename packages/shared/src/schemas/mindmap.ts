import { z } from 'zod';
import { MINDMAP_MESSAGES } from '../constants/content-messages';
import { MINDMAP_LIMITS } from '../constants/limits';
import { idSchema } from './common';

export const mindmapNodeSchema = z.object({
  id: z.string().trim().min(1).max(64),
  text: z
    .string()
    .trim()
    .min(1, { error: 'Node text must not be empty' })
    .max(MINDMAP_LIMITS.nodeTextMax, {
      error: `Node text must be at most ${MINDMAP_LIMITS.nodeTextMax} characters`,
    }),
  x: z.number().finite(),
  y: z.number().finite(),
  type: z.enum(['center', 'branch']),
  /** The id of the article's heading this node summarises: clicking it opens that section. */
  section: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[^\s"'<>#]+$/, { error: 'A node links to a heading id, without spaces or quotes' })
    .optional(),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{3,8}$/, { error: 'Node colour must be a hex colour like #3b82f6' }),
});
export type MindmapNode = z.infer<typeof mindmapNodeSchema>;

export const mindmapConnectionSchema = z.object({
  from: z.string().min(1).max(64),
  to: z.string().min(1).max(64),
});
export type MindmapConnection = z.infer<typeof mindmapConnectionSchema>;

/** Nodes, connections between existing nodes, one centre, at most 500 nodes. */
export const mindmapDataSchema = z
  .object({
    nodes: z
      .array(mindmapNodeSchema)
      .min(1, { error: 'A mind map needs its centre node' })
      .max(MINDMAP_LIMITS.maxNodes, {
        error: `A mind map has at most ${MINDMAP_LIMITS.maxNodes} nodes`,
      }),
    connections: z.array(mindmapConnectionSchema).max(MINDMAP_LIMITS.maxNodes * 4),
    metadata: z
      .object({
        created: z.string().max(64).optional(),
        saved: z.string().max(64).optional(),
        scale: z.number().finite().optional(),
        offset: z.object({ x: z.number().finite(), y: z.number().finite() }).optional(),
      })
      .optional(),
  })
  .superRefine((data, ctx) => {
    const ids = new Set<string>();
    for (const node of data.nodes) {
      if (ids.has(node.id))
        ctx.addIssue({
          code: 'custom',
          path: ['nodes'],
          message: `Node id ${node.id} is used twice`,
        });
      ids.add(node.id);
    }
    if (data.nodes.filter((node) => node.type === 'center').length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['nodes'],
        message: 'A mind map has exactly one centre node',
      });
    }
    data.connections.forEach((connection, index) => {
      if (!ids.has(connection.from) || !ids.has(connection.to)) {
        ctx.addIssue({
          code: 'custom',
          path: ['connections', index],
          message: 'A connection must join two existing nodes',
        });
      }
    });
  });
export type MindmapData = z.infer<typeof mindmapDataSchema>;

/** docs/product.md §3: the map may come as an object, as JSON text, or wrapped as { data: object | text }. */
export function unwrapMindmapData(input: unknown): unknown {
  let value = input;
  for (let depth = 0; depth < 3; depth += 1) {
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value) as unknown;
      } catch {
        return value;
      }
      continue;
    }
    if (value && typeof value === 'object' && 'data' in value && !('nodes' in value)) {
      value = (value as { data: unknown }).data;
      continue;
    }
    return value;
  }
  return value;
}

export const mindmapDataInputSchema = z.preprocess(unwrapMindmapData, mindmapDataSchema);

export const mindmapInputSchema = z.object({
  title: z
    .string({ error: MINDMAP_MESSAGES.titleRequired })
    .trim()
    .min(1, { error: MINDMAP_MESSAGES.titleRequired })
    .max(200),
  description: z.string().trim().max(2000).default(''),
  data: mindmapDataInputSchema,
  blog_id: idSchema('blog_id').nullish(),
});

export const mindmapSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  /** The docs/product.md §3 wrapper: { data: { nodes, connections, metadata } }. */
  data: z.object({ data: z.unknown() }),
  blog_id: z.number().nullable(),
  blog_title: z.string().nullable(),
  author_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Mindmap = z.infer<typeof mindmapSchema>;

/** A new map: one blue centre node 'Main Topic' at 400,300 (docs/product.md §3). */
export function defaultMindmapData(now = new Date()): MindmapData {
  return {
    nodes: [
      {
        id: 'center',
        text: MINDMAP_MESSAGES.defaultCentreText,
        x: 400,
        y: 300,
        type: 'center',
        color: '#3b82f6',
      },
    ],
    connections: [],
    metadata: { created: now.toISOString(), scale: 1, offset: { x: 0, y: 0 } },
  };
}
