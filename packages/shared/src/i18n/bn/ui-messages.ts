import type { UI_TEXT } from '../../constants/ui-messages';
import type { Translation } from '../translation';

/** UI_TEXT in Bangla. */
export const UI_TEXT_BN: Translation<typeof UI_TEXT> = {
  logIn: 'লগ ইন',
  goBackHome: 'হোমে ফিরে যান',
  pageNotFound: 'পাতাটি পাওয়া যায়নি',
  unexpectedError: 'অপ্রত্যাশিত একটি সমস্যা হয়েছে!',
  adminComingSoon: 'অ্যাডমিন প্যানেল শিগগিরই আসছে।',
  accessDenied: 'প্রবেশাধিকার নেই',
  loginToViewDashboard: 'আপনার ড্যাশবোর্ড দেখতে লগ ইন করুন',
  loadingDashboard: 'ড্যাশবোর্ড লোড হচ্ছে...',
  loading: 'লোড হচ্ছে...',
  verifyYourEmail: 'আপনার ইমেইল যাচাই করুন',
  iveVerified: 'আমি ইমেইল যাচাই করেছি',
  resendVerification: 'যাচাইয়ের ইমেইল আবার পাঠান',
  signInTraditional: 'সাইন ইন (সাধারণ)',
  signInProvider: 'সাইন ইন (Firebase)',
  signUpProvider: 'সাইন আপ (Firebase)',
  exploreBlogs: 'ব্লগগুলো দেখুন',
  getStartedFree: 'বিনামূল্যে শুরু করুন',
  upgradeToPremium: 'প্রিমিয়ামে আপগ্রেড করুন',
  goToDashboard: 'ড্যাশবোর্ডে যান',
  darkMode: 'ডার্ক মোড',
  adminPanel: 'অ্যাডমিন প্যানেল',
  pageLoadFailed: 'পাতাটি পুরোপুরি লোড হতে পারেনি। সংযোগ দেখে আবার চেষ্টা করুন।',
  offlineNotSent: 'আপনি অফলাইনে আছেন: কিছুই পাঠানো হয়নি। সংযোগ ফিরলে আবার চেষ্টা করুন।',
  reloadPage: 'পাতাটি আবার লোড করুন',
  notReadyYet: 'এখনও লোড হচ্ছে: এই বোতামটি একটু পরেই কাজ করবে।',
};
