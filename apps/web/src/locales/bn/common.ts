import type { common as en } from '../en/common';
import { UI_TEXT_BN } from '@codegrow/shared/i18n/bn/ui-messages';
import type { Translation } from '@codegrow/shared/i18n/translation';

export const common: Translation<typeof en> = {
  ui: UI_TEXT_BN,
  nav: {
    main: 'প্রধান',
    mobile: 'মোবাইল',
    home: 'হোম',
    blogs: 'ব্লগ',
    allBlogs: 'সব ব্লগ',
    paths: 'শেখার পথ',
    subscribe: 'সাবস্ক্রাইব',
    contact: 'যোগাযোগ',
    search: 'খুঁজুন',
  },
  header: {
    skipToContent: 'মূল অংশে যান',
    toLightMode: 'লাইট মোডে যান',
    toDarkMode: 'ডার্ক মোডে যান',
    openMenu: 'মেনু খুলুন',
    closeMenu: 'মেনু বন্ধ করুন',
  },
  account: {
    dashboard: 'ড্যাশবোর্ড',
    admin: 'অ্যাডমিন',
    logOut: 'লগ আউট',
    login: 'লগ ইন',
    signUp: 'সাইন আপ',
    signedOut: 'সফলভাবে লগ আউট হয়েছে',
    signOutFailed: 'লগ আউট করা যায়নি',
    signOutPending:
      'সাইটে পৌঁছানো যায়নি: পৌঁছানো গেলেই লগ আউট সম্পূর্ণ হবে। এর মধ্যে এখানে আপনার অ্যাকাউন্টের কিছুই দেখা যাবে না।',
  },
  footer: {
    about:
      '{{site}} শিক্ষার্থীদের প্রোগ্রামিং, ডেটাবেস আর সফটওয়্যার ডেভেলপমেন্ট শেখায়: হাতে-কলমে টিউটোরিয়াল, গভীর গাইড আর প্রিমিয়াম কোর্সে।',
    socialLinks: 'সোশ্যাল লিংক',
    quickLinks: 'দ্রুত লিংক',
    copyright: '© {{year}} {{site}}। সর্বস্বত্ব সংরক্ষিত।',
    offlineReading: 'অফলাইনে পড়া',
    privacy: 'গোপনীয়তা নীতি',
    terms: 'ব্যবহারের শর্তাবলি',
  },
  language: {
    label: 'ভাষা',
  },
  error: {
    message: 'পাতাটি দেখাতে গিয়ে কোনো সমস্যা হয়েছে। আবার লোড করলে সাধারণত ঠিক হয়ে যায়।',
    reload: 'আবার লোড করুন',
  },
  notFound: {
    message: 'আপনি যে পাতাটি খুঁজছেন, সেটি নেই বা অন্য কোথাও সরানো হয়েছে।',
  },
  form: {
    email: 'ইমেইল',
    password: 'পাসওয়ার্ড',
    confirmPassword: 'পাসওয়ার্ড নিশ্চিত করুন',
    newPasswordPlaceholder: 'কমপক্ষে ৬টি অক্ষর',
    repeatPasswordPlaceholder: 'পাসওয়ার্ডটি আবার লিখুন',
    show: 'দেখান',
    hide: 'লুকান',
    showPassword: 'পাসওয়ার্ড দেখান',
    hidePassword: 'পাসওয়ার্ড লুকান',
  },
  badges: {
    premium: 'প্রিমিয়াম',
    pathLevels: {
      beginner: 'বিগিনার',
      intermediate: 'ইন্টারমিডিয়েট',
      advanced: 'অ্যাডভান্সড',
    },
    transactionStatus: {
      pending: 'অপেক্ষমাণ',
      approved: 'অনুমোদিত',
      rejected: 'প্রত্যাখ্যাত',
    },
  },
  visitors: {
    heading: 'ভিজিটর পরিসংখ্যান',
    showAll: 'সব দেখুন',
    showLess: 'কম দেখুন',
    unavailable: 'পাওয়া যাচ্ছে না',
    totalViews: { label: 'মোট ভিউ', hint: 'প্রতিবার পাতা লোড হওয়া' },
    uniqueVisitors: { label: 'ইউনিক ভিজিটর', hint: 'আজকের আলাদা আলাদা ভিজিটর' },
    totalVisitors: { label: 'মোট ভিজিটর', hint: 'সব দিনের ভিজিটর মিলিয়ে' },
  },
  minRead: '{{minutes}} মিনিটে পড়া',
};
