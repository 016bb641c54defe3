import type { Translation } from '@codegrow/shared/i18n/translation';
import type { mindmap as en } from '../en/mindmap';

export const mindmap: Translation<typeof en> = {
  viewer: {
    title: 'মাইন্ড ম্যাপ',
    notFound: 'মাইন্ড ম্যাপটি পাওয়া যায়নি, অথবা এটি দেখার অনুমতি আপনার নেই।',
    notFoundToast: 'মাইন্ড ম্যাপটি পাওয়া যায়নি অথবা দেখার অনুমতি নেই',
    goBack: 'ফিরে যান',
    blogMap: 'ব্লগের মাইন্ড ম্যাপ',
    standaloneMap: 'স্বতন্ত্র মাইন্ড ম্যাপ',
    author: 'লেখক: ',
    defaultAuthor: 'ব্লগ অ্যাডমিন',
    type: 'ধরন: ',
    created: 'তৈরি: ',
    updated: 'হালনাগাদ: ',
    readArticle: 'আর্টিকেলটি পড়ুন',
    readArticleTitled: 'আর্টিকেলটি পড়ুন: {{title}}',
    help: 'ম্যাপ সরাতে টেনে নিন; জুম করতে স্ক্রল করুন বা + ও − চাপুন, আগের অবস্থায় ফিরতে 0, নোডগুলো একে একে দেখতে N, আর কোনো শাখা ভাঁজ করতে বা খুলতে C চাপুন বা নোডের − / + চিহ্নে ক্লিক করুন।',
  },
  article: {
    heading: 'মাইন্ড ম্যাপ',
    mapTitle: '{{title}}: মাইন্ড ম্যাপ',
  },
  canvas: {
    defaultTitle: 'মাইন্ড ম্যাপ',
    describe: '{{title}}: {{centre}}, {{branches}}টি শাখাসহ',
    describeHidden: '{{title}}: {{centre}}, {{branches}}টি শাখাসহ; ভাঁজ করা শাখায় আরও {{hidden}}টি',
  },
  practice: {
    start: 'ম্যাপটি পূর্ণ করুন',
    intro:
      'কেন্দ্রেরটি ছাড়া সব লেবেল লুকানো। প্রতিটি লিখুন বা বেছে নিন, তারপর যাচাই করুন: ম্যাপ দেখাবে কোনগুলো ঠিক, আর প্রতিটিকে তার অংশের সঙ্গে যুক্ত করবে।',
    label: 'লেবেল {{n}}',
    submit: 'ম্যাপ যাচাই করুন',
    score: '{{total}}টির মধ্যে {{right}}টি লেবেল ঠিক',
    complete: 'ম্যাপটি পূর্ণ হয়েছে: এটি এই আর্টিকেলের একটি যাচাই হিসেবে গণ্য হবে।',
    right: 'সঠিক',
    wrong: 'পুরোপুরি ঠিক হয়নি',
    readSection: 'এর অংশটি পড়ুন',
    retry: 'ভুলগুলো আবার চেষ্টা করুন',
    stop: 'পুরো ম্যাপ দেখুন',
    fillAll: 'আগে সব লেবেল পূরণ করুন।',
    failed: 'ম্যাপটি যাচাই করা যায়নি। আবার চেষ্টা করুন।',
  },
  list: {
    show: 'ম্যাপটি তালিকা হিসেবে',
  },
  toolbar: {
    label: 'মাইন্ড ম্যাপের টুল',
    zoom: '{{percent}}%',
    zoomIn: 'জুম ইন',
    zoomOut: 'জুম আউট',
    fit: 'পুরো ম্যাপ দেখুন',
    collapseBranch: 'শাখা ভাঁজ করুন',
    expandBranch: 'শাখা খুলুন',
    expandAll: 'সব খুলুন',
    exportPng: 'PNG ডাউনলোড',
    exportSvg: 'SVG ডাউনলোড',
  },
};
