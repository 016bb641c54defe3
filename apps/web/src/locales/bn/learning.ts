import type { Translation } from '@codegrow/shared/i18n/translation';
import type { learning as en } from '../en/learning';

export const learning: Translation<typeof en> = {
  articles_one: '{{n}}টি আর্টিকেল',
  articles_other: '{{n}}টি আর্টিকেল',
  paths: {
    eyebrow: 'শিখুন',
    title: 'শেখার পথ',
    intro: 'প্রথম ধারণা থেকে শেষ পর্যন্ত, ধাপে ধাপে সাজানো আর্টিকেল। আপনার অগ্রগতি সংরক্ষিত থাকে।',
    loading: 'শেখার পথগুলো লোড হচ্ছে...',
    none: 'এখনও কোনো শেখার পথ নেই',
  },
  card: {
    premium: '{{n}}টি প্রিমিয়াম',
    view: 'পথটি দেখুন',
  },
  path: {
    notFound: 'শেখার পথটি পাওয়া যায়নি',
    backToPaths: 'শেখার পথ',
    loading: 'শেখার পথটি লোড হচ্ছে...',
    tryAgain: 'আবার চেষ্টা করুন',
    yourProgress: 'আপনার অগ্রগতি',
    progressLabel: '{{title}}: অগ্রগতি',
    start: 'পথটি শুরু করুন',
    continue: 'চালিয়ে যান',
    completed: 'সম্পন্ন হয়েছে',
    steps: 'ধাপসমূহ',
    onlySkippedLeft: 'যে ধাপগুলো পড়েননি, তার সবই আপনি বাদ দিয়েছেন।',
    startAgain: 'আবার শুরু করুন',
    progressNotSaved: 'আপনার অগ্রগতি সংরক্ষণ করা যায়নি। আবার চেষ্টা করুন।',
    startAgainConfirm:
      'পাথটি আবার শুরু করবেন? এর আর্টিকেলগুলো না-পড়া দেখাবে, এখানে এবং যে কোনো পাথে যেখানে সেগুলো আছে। আপনার উত্তর ও সার্টিফিকেট থেকে যাবে।',
  },
  steps: {
    step: 'ধাপ {{n}}: ',
    read: 'পড়া হয়েছে',
    locked: 'পড়তে সাবস্ক্রাইব করুন',
    draft: 'খসড়া',
    skip: 'বাদ দিন',
    skipped: 'বাদ দেওয়া',
  },
  progress: {
    stepsRead: '{{steps}}টির মধ্যে {{read}}টি পড়া হয়েছে',
    skipped: '{{n}}টি বাদ দেওয়া',
  },
  lockedRest: {
    text: 'বাকি ধাপগুলো প্রিমিয়াম: পড়তে হলে সাবস্ক্রাইব করুন।',
    subscribe: 'এখনই সাবস্ক্রাইব করুন',
  },
  article: {
    stepOfPath: '{{title}}: {{steps}}টির মধ্যে {{step}} নম্বর ধাপ',
    previousStep: 'আগের ধাপ',
    nextStep: 'পরের ধাপ',
    stepLinks: '{{title}}: আগের ও পরের ধাপ',
  },
  readMarker: {
    read: 'পড়া হয়েছে',
    notRead: 'এখনও পড়া হয়নি',
    markRead: 'পড়া হয়েছে চিহ্নিত করুন',
    markUnread: 'পড়া হয়নি চিহ্নিত করুন',
  },
  panel: {
    empty: 'আপনি এখনও কোনো শেখার পথ শুরু করেননি।',
    intro: 'প্রথম ধারণা থেকে শেষ পর্যন্ত, ধাপে ধাপে সাজানো আর্টিকেল। আপনার অগ্রগতি সংরক্ষিত থাকে।',
    browse: 'শেখার পথগুলো দেখুন',
    continueAt: 'চালিয়ে যান: {{title}}',
  },
  certificate: {
    get: 'আপনার সনদ নিন',
    notComplete:
      'আগে পথটি শেষ করুন: ১টি ধাপ এখনও পড়া হয়েছে বলে চিহ্নিত হয়নি, বা তার যাচাইয়ে উত্তীর্ণ হওয়া বাকি',
    title: 'সমাপনীর রেকর্ড',
    pageTitle: '{{path}}: সমাপনীর রেকর্ড',
    awardedTo: 'এই রেকর্ড জানাচ্ছে যে',
    completed: 'নিচের শেখার পথের প্রতিটি ধাপ পার হয়েছেন এবং এর যাচাইয়ে উত্তীর্ণ হয়েছেন',
    onDate: 'তারিখ: {{date}}',
    id: 'সনদ আইডি',
    name: 'নাম',
    path: 'শেখার পথ',
    date: 'তারিখ',
    copyField: '{{field}} কপি করুন',
    copied: '{{field}} ক্লিপবোর্ডে কপি হয়েছে',
    print: 'প্রিন্ট করুন',
    linkedIn: 'LinkedIn-এ যোগ করুন',
    notFound: 'সনদটি পাওয়া যায়নি',
  },
};
