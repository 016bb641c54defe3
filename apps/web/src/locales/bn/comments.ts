import type { Translation } from '@codegrow/shared/i18n/translation';
import type { comments as en } from '../en/comments';

export const comments: Translation<typeof en> = {
  section: {
    heading: 'মন্তব্য',
    loading: 'মন্তব্য লোড হচ্ছে...',
    loadFailed: 'মন্তব্যগুলো লোড করা যায়নি।',
    tryAgain: 'আবার চেষ্টা করুন',
    empty: 'এখনো কোনো মন্তব্য নেই।',
    beFirst: 'প্রথম মন্তব্যটি আপনিই করুন।',
    loadMore: 'আরও মন্তব্য দেখুন',
  },
  form: {
    label: 'মন্তব্য লিখুন',
    placeholder: 'আপনার ভাবনা, প্রশ্ন বা কোনো টিপস লিখুন...',
    characters: 'অক্ষর',
    post: 'মন্তব্য পোস্ট করুন',
    failed: 'মন্তব্য যোগ করা যায়নি',
  },
  list: {
    justNow: 'এইমাত্র',
  },
};
