import { MESSAGES_BN } from '@codegrow/shared/i18n/bn/messages';
import type { Translation } from '@codegrow/shared/i18n/translation';
import type { en } from '../en';
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

/** The interface in Bangla: the same keys as English, each translated. */
export const bn: Translation<typeof en> = {
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
  messages: MESSAGES_BN,
  mindmap,
  offline,
  subscription,
};
