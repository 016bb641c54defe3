import { z } from 'zod';
import { MAP_CHECK_TEXT } from '../constants/checks';
import { MINDMAP_LIMITS } from '../constants/limits';

const invalid = { error: MAP_CHECK_TEXT.labelsInvalid };

/** POST /api/mindmaps/blog/:blogId/check: the label a reader gives each hidden node, by its id. */
export const mapCheckSchema = z.object({
  labels: z
    .record(
      z.string(invalid).min(1, invalid).max(64, invalid),
      z.string(invalid).max(MINDMAP_LIMITS.nodeTextMax, invalid),
      invalid,
    )
    .refine((labels) => Object.keys(labels).length <= MINDMAP_LIMITS.maxNodes, invalid),
});
export type MapCheck = z.infer<typeof mapCheckSchema>;

/** Each node the reader was asked for: right or not, and its label and section once judged. */
export const mapCheckResultsSchema = z.object({
  results: z.array(
    z.object({
      nodeId: z.string(),
      correct: z.boolean(),
      text: z.string(),
      section: z.string().optional(),
    }),
  ),
  /** Every node right: the map counts as a check of its article. */
  complete: z.boolean(),
});
export type MapCheckResults = z.infer<typeof mapCheckResultsSchema>;
export type MapCheckResult = MapCheckResults['results'][number];

/** A label as the reader's form checks it: not blank (the server judges what it says). */
const filledLabelSchema = z
  .string({ error: MAP_CHECK_TEXT.fillAll })
  .refine((label) => label.trim() !== '', { error: MAP_CHECK_TEXT.fillAll });

/**
 * 'Complete the map' as a form: a field for each hidden node, listed with the node's id (an id
 * may be any text, so it cannot name a field), every one filled in. Sent as the server's
 * labels by node id, each as the reader typed it.
 */
export const mapCheckFormSchema = z
  .object({ labels: z.array(z.object({ nodeId: z.string(), label: filledLabelSchema })) })
  .transform(({ labels }) => ({
    labels: Object.fromEntries(labels.map(({ nodeId, label }) => [nodeId, label])),
  }))
  .pipe(mapCheckSchema);
