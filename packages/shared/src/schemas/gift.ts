import { z } from 'zod';
import { GIFT_MESSAGES, GIFT_STATES } from '../constants/gifts';

/** The token of a gift link, as the recipient's page sends it. */
export const giftTokenSchema = z.object({
  token: z
    .string({ error: GIFT_MESSAGES.invalidLink })
    .trim()
    .min(1, { error: GIFT_MESSAGES.invalidLink, abort: true })
    .max(200, { error: GIFT_MESSAGES.invalidLink }),
});

/** GET /api/gifts/link?token=…: what the recipient's page shows before they redeem. */
export const giftLinkSchema = z.object({
  from_name: z.string().nullable(),
  message: z.string().nullable(),
  state: z.enum(GIFT_STATES),
  expires_at: z.string().nullable(),
});
export type GiftLink = z.infer<typeof giftLinkSchema>;
