import type { Translation } from '@codegrow/shared/i18n/translation';
import type { offline as en } from '../en/offline';

export const offline: Translation<typeof en> = {
  list: {
    title: 'অফলাইনে পড়া',
    intro:
      'যেসব আর্টিকেল আর শেখার পথ আপনি এই ডিভাইসে রেখেছেন, সেগুলো সংযোগ ছাড়াই খোলা যায়। লগ আউট করলে সেগুলো মুছে যায়।',
    youAreOffline: 'আপনি অফলাইনে আছেন। এই ডিভাইসে যা রাখা আছে, তা সংযোগ ছাড়াই খোলা যায়।',
    notKept: 'পাতাটি এই ডিভাইসে রাখা নেই। আবার অনলাইনে এলে এটি খুলবে।',
    nothingKept:
      "এই ডিভাইসে এখনও কিছু রাখা হয়নি। কোনো আর্টিকেলে 'অফলাইনে রাখুন' বা কোনো শেখার পথে 'পথটি ডাউনলোড করুন' ব্যবহার করুন।",
    total_one: '{{items}}টি আইটেম · এই ডিভাইসে {{size}}',
    total_other: '{{items}}টি আইটেম · এই ডিভাইসে {{size}}',
    kinds: { article: 'আর্টিকেল', path: 'শেখার পথ' },
    remove: 'সরান',
    removeItem: '{{title}} সরান',
    removeAll: 'সব সরান',
    confirmRemoveAll: 'এই ডিভাইসে রাখা সবকিছু সরাবেন?',
  },
  saveArticle: {
    keep: 'অফলাইনে রাখুন',
    keeping: 'রাখা হচ্ছে…',
    kept: 'অফলাইনে রাখা আছে',
    done: 'অফলাইনে পড়ার জন্য রাখা হয়েছে',
  },
  sqlEngine: {
    keep: 'PostgreSQL-ও রাখুন ({{size}})',
    keeping: 'PostgreSQL রাখা হচ্ছে…',
    kept: 'PostgreSQL রাখা আছে',
    done: 'PostgreSQL রাখা হয়েছে: এই লেখার কুয়েরি অফলাইনেও চলবে',
  },
  downloadPath: {
    keep: 'পথটি ডাউনলোড করুন',
    keeping: 'ডাউনলোড হচ্ছে…',
    kept: 'ডাউনলোড হয়েছে',
    done_one: '{{articles}}টি আর্টিকেলসহ পথটি অফলাইনে পড়ার জন্য ডাউনলোড হয়েছে',
    done_other: '{{articles}}টি আর্টিকেলসহ পথটি অফলাইনে পড়ার জন্য ডাউনলোড হয়েছে',
  },
  unsupported: 'এই ব্রাউজারে অফলাইনে পড়ার জন্য পাতা রাখা যায় না।',
  removed: 'এই ডিভাইস থেকে সরানো হয়েছে',
  saveFailed: 'এই ডিভাইসে রাখা যায়নি। সংযোগ দেখে আবার চেষ্টা করুন।',
};
