import {
  ACCOUNT_DELETION_MESSAGES,
  AUTH_API_MESSAGES,
  AUTH_FORM_MESSAGES,
  PASSWORD_RESET_MESSAGES,
} from '../constants/auth-messages';
import { CHECK_TEXT, REVIEW_TEXT } from '../constants/checks';
import { CONTACT_MESSAGES } from '../constants/contact-messages';
import { READER_MESSAGES } from '../constants/content-messages';
import { DISCUSSION_MESSAGES } from '../constants/discussion';
import { GIFT_MESSAGES } from '../constants/gifts';
import { CERTIFICATE_TEXT, LEARNING_TEXT } from '../constants/learning';
import { TRANSACTION_API_MESSAGES, TRANSACTION_MESSAGES } from '../constants/payment-messages';
import { EVIDENCE_MESSAGES } from '../constants/payment-providers';
import { API_ERROR_MESSAGES } from '../constants/ui-messages';

/**
 * The messages a reader can get from the server (its answers, and the shared forms' checks,
 * which both sides run), by key: the same keys in every language, under `messages.` in the
 * web app's texts. Each English text is the constant itself, so the spec's words are kept once.
 * Messages made from values (a field's limit) are not here: they stay as they are.
 */
export const MESSAGES = {
  api: API_ERROR_MESSAGES,
  auth: {
    ...AUTH_API_MESSAGES,
    fillAllFields: AUTH_FORM_MESSAGES.fillAllFields,
    nameTooShort: AUTH_FORM_MESSAGES.nameTooShort,
    invalidEmail: AUTH_FORM_MESSAGES.invalidEmail,
    fakeEmail: AUTH_FORM_MESSAGES.fakeEmail,
    passwordTooShort: AUTH_FORM_MESSAGES.passwordTooShort,
    passwordTooLong: AUTH_FORM_MESSAGES.passwordTooLong,
    nameTooLong: AUTH_FORM_MESSAGES.nameTooLong,
    emailTooLong: AUTH_FORM_MESSAGES.emailTooLong,
    passwordsMismatch: AUTH_FORM_MESSAGES.passwordsMismatch,
    acceptTerms: AUTH_FORM_MESSAGES.acceptTerms,
    verifyEmailFirst: AUTH_FORM_MESSAGES.verifyEmailFirst,
  },
  passwordReset: {
    requested: PASSWORD_RESET_MESSAGES.requested,
    changed: PASSWORD_RESET_MESSAGES.changed,
    invalidLink: PASSWORD_RESET_MESSAGES.invalidLink,
  },
  accountDeletion: ACCOUNT_DELETION_MESSAGES,
  reader: {
    blogNotFound: READER_MESSAGES.blogNotFound,
    loginToComment: READER_MESSAGES.loginToComment,
    loginToLike: READER_MESSAGES.loginToLike,
    loginToSave: READER_MESSAGES.loginToSave,
    commentAdded: READER_MESSAGES.commentAdded,
    commentEmpty: READER_MESSAGES.commentEmpty,
    commentTooLong: READER_MESSAGES.commentTooLong,
  },
  discussion: DISCUSSION_MESSAGES,
  transaction: {
    submitted: TRANSACTION_MESSAGES.submitted,
    loginToSubmit: TRANSACTION_MESSAGES.loginToSubmit,
    trxIdRequired: TRANSACTION_MESSAGES.trxIdRequired,
    validationPrefix: TRANSACTION_MESSAGES.validationPrefix,
  },
  /** What the payment routes answer a reader (the admin's own answers stay English). */
  payment: {
    trxIdFormat: TRANSACTION_API_MESSAGES.trxIdFormat,
    amountMismatch: TRANSACTION_API_MESSAGES.amountMismatch,
    unknownPlan: TRANSACTION_API_MESSAGES.unknownPlan,
    duplicateTrxId: TRANSACTION_API_MESSAGES.duplicateTrxId,
    alreadySubscribed: TRANSACTION_API_MESSAGES.alreadySubscribed,
    tooManyPending: TRANSACTION_API_MESSAGES.tooManyPending,
    tooManySubmissions: TRANSACTION_API_MESSAGES.tooManySubmissions,
    notFound: TRANSACTION_API_MESSAGES.notFound,
    receiptNotYet: TRANSACTION_API_MESSAGES.receiptNotYet,
    notYours: TRANSACTION_API_MESSAGES.notYours,
    notShort: TRANSACTION_API_MESSAGES.notShort,
    tooManyAdded: TRANSACTION_API_MESSAGES.tooManyAdded,
  },
  evidence: {
    evidenceNotFound: EVIDENCE_MESSAGES.evidenceNotFound,
    alreadyClaimed: EVIDENCE_MESSAGES.alreadyClaimed,
  },
  contact: {
    nameRequired: CONTACT_MESSAGES.nameRequired,
    emailRequired: CONTACT_MESSAGES.emailRequired,
    invalidEmail: CONTACT_MESSAGES.invalidEmail,
    subjectRequired: CONTACT_MESSAGES.subjectRequired,
    messageRequired: CONTACT_MESSAGES.messageRequired,
    sent: CONTACT_MESSAGES.sent,
  },
  learning: {
    pathNotFound: LEARNING_TEXT.pathNotFound,
    certificateNotFound: CERTIFICATE_TEXT.notFound,
    cardNotFound: REVIEW_TEXT.cardNotFound,
    questionGone: REVIEW_TEXT.questionGone,
    answersInvalid: CHECK_TEXT.answersInvalid,
  },
  gift: GIFT_MESSAGES,
} as const;

type Messages = typeof MESSAGES;
/** `auth.invalidCredentials`: a group of MESSAGES and one of its names. */
export type MessageKey = {
  [Group in keyof Messages]: `${Group}.${keyof Messages[Group] & string}`;
}[keyof Messages];

/** Each English message's key, to say it in another language. */
const KEYS = new Map<string, MessageKey>(
  Object.entries(MESSAGES as Record<string, Record<string, string>>).flatMap(([group, texts]) =>
    Object.entries(texts).map(([name, text]) => [text, `${group}.${name}` as MessageKey] as const),
  ),
);

/** The key of a message the server or a shared form check gives, if it is one of MESSAGES. */
export const messageKey = (text: string): MessageKey | undefined => KEYS.get(text);
