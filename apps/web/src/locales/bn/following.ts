import type { Translation } from '@codegrow/shared/i18n/translation';
import type { following as en } from '../en/following';

export const following: Translation<typeof en> = {
  label: 'ফলো',
  modes: {
    off: 'ফলো করছেন না',
    each: 'প্রতিটি নতুন আর্টিকেলে ই-মেইল',
    weekly: 'সাপ্তাহিক সারসংক্ষেপ ই-মেইল',
  },
  saved: {
    off: '{{name}} আর ফলো করছেন না।',
    each: '{{name}} ফলো করছেন: প্রতিটি নতুন আর্টিকেলে একটি ই-মেইল।',
    weekly: '{{name}} ফলো করছেন: নতুন আর্টিকেলের সাপ্তাহিক সারসংক্ষেপ।',
  },
  failed: 'আপনার পছন্দ সেভ করা যায়নি। আবার চেষ্টা করুন।',
  signInToFollow: 'ফলো করতে লগ ইন করুন',
  heading: 'ফলো করছেন',
  intro: 'যে ক্যাটাগরি আর লার্নিং পাথে নতুন কিছু প্রকাশ হলে আপনি ই-মেইলে জানতে পারেন।',
  none: 'আপনি এখনো কোনো ক্যাটাগরি বা পাথ ফলো করছেন না। নতুন আর্টিকেলের খবর পেতে সেটির পাতা থেকে ফলো করুন।',
};
