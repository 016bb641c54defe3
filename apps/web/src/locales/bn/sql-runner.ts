import type { Translation } from '@codegrow/shared/i18n/translation';
import type { sqlRunner as en } from '../en/sql-runner';

/** Runnable SQL's texts in Bangla; SQL's own words (INSERT, NULL) stay as PostgreSQL says them. */
export const sqlRunner: Translation<typeof en> = {
  loading: 'আপনার ব্রাউজারে PostgreSQL চালু হচ্ছে…',
  downloading: 'PostgreSQL নামানো হচ্ছে: {{total}}-এর {{done}}…',
  running: 'চলছে…',
  rows_one: '{{n}}টি সারি',
  rows_other: '{{n}}টি সারি',
  firstRows: '{{n}}টি সারির প্রথম {{shown}}টি দেখানো হচ্ছে।',
  affected_one: '{{command}}: {{n}}টি সারি',
  affected_other: '{{command}}: {{n}}টি সারি',
  done: '{{command}}: সম্পন্ন',
  error: 'PostgreSQL বলছে: {{message}}',
  errorAt: 'লাইন {{line}}, কলাম {{column}}।',
  setupError: 'এই আর্টিকেলের সেটআপ ব্যর্থ হয়েছে: {{message}}',
  stopped: 'থামানো হয়েছে: কোয়েরিটি {{seconds}} সেকেন্ডের বেশি চলছিল।',
  unavailable: 'PostgreSQL লোড করা যায়নি। সংযোগ দেখে আবার চালান।',
  reset: 'লেখকের কোয়েরিতে ফেরত আনা হয়েছে।',
  resultLabel: 'ফলাফল',
  nullValue: 'NULL',
};
