import { MESSAGES } from '@codegrow/shared/i18n/messages';
import { auth } from './auth';
import { blogs } from './blogs';
import { checks } from './checks';
import { comments } from './comments';
import { common } from './common';
import { contact } from './contact';
import { dashboard } from './dashboard';
import { following } from './following';
import { home } from './home';
import { learning } from './learning';
import { mindmap } from './mindmap';
import { offline } from './offline';
import { subscription } from './subscription';

/**
 * The interface's texts in English, the default: the spec's texts come from
 * `@codegrow/shared` as they are, so English pages read exactly as before. One part per area.
 */
export const en = {
  auth,
  blogs,
  checks,
  comments,
  common,
  contact,
  dashboard,
  following,
  home,
  learning,
  /** The server's messages and the shared forms' checks, keyed as the server keys them. */
  messages: MESSAGES,
  mindmap,
  offline,
  subscription,
} as const;
