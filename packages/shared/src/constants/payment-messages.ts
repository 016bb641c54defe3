import { LIFETIME_PLAN } from './domain';
import { PAYMENT_LIMITS } from './limits';

/** Subscription and admin-review texts of docs/product.md §2, §4, §5 and §8, verbatim. */
export const TRANSACTION_MESSAGES = {
  submitted:
    'Transaction submitted successfully! We will verify and activate your lifetime subscription within 24 hours.',
  submitFailed: 'Failed to submit transaction',
  validationPrefix: 'Validation errors: ',
  loginToSubmit: 'Please login to submit a transaction',
  signInFirst: 'Log in before you submit, so the payment is recorded on your account.',
  trxIdRequired: 'Please enter the transaction ID',
  adminTrxIdRequired: 'Please enter a transaction ID',
  approved: 'Transaction approved successfully',
  approveFailed: 'Failed to approve transaction',
  rejected: 'Transaction rejected',
  rejectFailed: 'Failed to reject transaction',
  idAdded: 'Transaction ID added successfully',
  idAddFailed: 'Failed to add transaction ID',
  blogDeleted: 'Blog deleted successfully',
  blogDeleteFailed: 'Failed to delete blog',
  dashboardLoadFailed: 'Failed to load dashboard data',
  paymentNumberCopied: 'Payment number copied to clipboard',
  planTitle: 'Lifetime Access - Best Value',
  getLifetimeAccess: 'Get Lifetime Access',
  backToPlans: 'Back to Plans',
  newSubscription: 'New Subscription',
} as const;

/** An admin's rejection: asked for the reason, which the reader then reads with it. */
export const PAYMENT_REVIEW_TEXT = {
  askReason: (trxId: string) =>
    `Reject transaction ${trxId}? The user keeps the free plan. Why? The reader will see this:`,
  reasonLabel: 'Reason:',
} as const;

/** What a reader whose payment waits for an admin reads, in place of a second checkout. */
export const PENDING_PAYMENT_TEXT = {
  title: 'Your payment is waiting for review',
  body: (trxId: string) =>
    `We received transaction ${trxId} and will verify it and activate your lifetime access within 24 hours.`,
  seeYourPayments: 'See your payments',
  summary: 'Payment waiting for review',
  withdraw: 'Withdraw it',
  confirmWithdraw: (trxId: string) =>
    `Withdraw transaction ${trxId}? Do this if you submitted the wrong ID or did not pay; you can submit another.`,
  withdrawn: 'Payment withdrawn',
  withdrawFailed: 'Failed to withdraw the payment',
} as const;

/** A waiting payment whose money arrived short: the reader sends the rest and adds its ID. */
export const SHORT_PAYMENT_TEXT = {
  title: 'Your payment arrived short',
  body: (received: string, price: string, missing: string) =>
    `We received ${received} of ${price}. Send the remaining ${missing} to the same number, with your reference if you have one, then add its transaction ID here.`,
  added: (trxIds: string) => `Added: ${trxIds}. We verify the payments together.`,
  formLabel: 'Add the payment that makes up the rest',
  addPayment: 'Add payment',
  paymentAdded: 'Payment added',
  addFailed: 'Failed to add the payment',
} as const;

export function invalidStatusMessage(status: string): string {
  return `Invalid status: ${status}. Use 'approved' or 'rejected'.`;
}

/** The plan's name and term, as docs/product.md §3 words them (LIFETIME_PLAN holds its numbers). */
export const LIFETIME_PLAN_TEXT = {
  name: 'Lifetime Access',
  duration: 'Forever',
} as const;

export const LIFETIME_FEATURES = [
  'Unlimited premium content',
  'Ad-free reading',
  'Offline download',
  'Priority support',
  'Future content',
  'No monthly charges',
  'Member community',
  'Early access to new features',
] as const;

export const TRANSACTION_API_MESSAGES = {
  trxIdFormat: 'Transaction ID must be 4 to 64 letters and digits',
  amountMismatch: `Amount must be ${LIFETIME_PLAN.price} for the ${LIFETIME_PLAN_TEXT.name} plan`,
  unknownPlan: `Plan must be '${LIFETIME_PLAN.id}'`,
  duplicateTrxId: 'This transaction ID has already been submitted',
  duplicateAdminTrxId: 'This transaction ID has already been added',
  alreadySubscribed: 'You already have an active subscription',
  reasonTooLong: 'Please keep the reason under 500 characters',
  tooManyPending: `You already have ${PAYMENT_LIMITS.maxPending} transactions waiting for review. Please wait for them to be verified.`,
  tooManySubmissions: `You have submitted ${PAYMENT_LIMITS.submissionsPerHour} transactions in the last hour. Please try again later.`,
  notPending: 'Only a pending transaction can be approved or rejected',
  notFound: 'Transaction not found',
  receiptNotYet: 'A receipt is issued once the payment is verified',
  notYours: 'Only your own waiting payment can be withdrawn',
  notShort:
    'Another payment can be added only to a waiting payment that arrived short of the price',
  tooManyAdded: `A payment can be completed with at most ${PAYMENT_LIMITS.maxAddedPayments} more transactions`,
} as const;
