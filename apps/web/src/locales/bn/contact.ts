import type { Translation } from '@codegrow/shared/i18n/translation';
import type { contact as en } from '../en/contact';

export const contact: Translation<typeof en> = {
  page: {
    title: 'যোগাযোগ',
    description:
      'কোনো আর্টিকেল, আপনার সাবস্ক্রিপশন বা পার্টনারশিপ নিয়ে প্রশ্ন আছে? আমরা সাহায্য করতে প্রস্তুত।',
    email: 'ইমেইল',
    phone: 'ফোন',
    location: 'ঠিকানা',
  },
  form: {
    heading: 'আমাদের বার্তা পাঠান',
    intro: 'প্রতিটি বার্তা আমরা পড়ি এবং ইমেইলে উত্তর দিই।',
    name: 'নাম',
    namePlaceholder: 'আপনার নাম',
    email: 'ইমেইল',
    subject: 'বিষয়',
    subjectPlaceholder: 'কী নিয়ে লিখছেন?',
    message: 'বার্তা',
    messagePlaceholder: 'কীভাবে সাহায্য করতে পারি?',
    characters: ' অক্ষর',
    send: 'বার্তা পাঠান',
    sent: 'ধন্যবাদ! আপনার বার্তা পাঠানো হয়েছে। শিগগিরই আমরা আপনার সঙ্গে যোগাযোগ করব।',
    sendFailed: 'আপনার বার্তা পাঠানো যায়নি। আবার চেষ্টা করুন।',
    sentHeading: 'বার্তা পাঠানো হয়েছে',
    sendAnother: 'আরেকটি বার্তা পাঠান',
  },
};
