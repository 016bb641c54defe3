import {
  PAYMENT_REVIEW_TEXT,
  PENDING_PAYMENT_TEXT,
  SHORT_PAYMENT_TEXT,
  TRANSACTION_MESSAGES,
  LIFETIME_PLAN_TEXT,
  LIFETIME_FEATURES,
} from '@codegrow/shared/constants/payment-messages';
import {
  MAIL_DELIVERY_LABELS,
  PAYMENT_EVENT_LABELS,
} from '@codegrow/shared/constants/payment-providers';

/**
 * The subscription area's texts: the subscribe page (plan, payment steps, transaction ID form,
 * FAQ), a waiting or short payment, and the reader's transactions and their history.
 * The spec's texts that take values are the constants called with `{{placeholders}}`.
 */
export const subscription = {
  page: {
    eyebrow: 'Premium',
    title: 'Subscribe',
    description: 'One payment, lifetime access to every premium tutorial.',
  },
  plan: {
    badge: 'One payment, no renewals',
    title: TRANSACTION_MESSAGES.planTitle,
    /** The plan's name, wherever a payment names its plan. */
    name: LIFETIME_PLAN_TEXT.name,
    priceNote: `one-time · ${LIFETIME_PLAN_TEXT.duration}`,
    included: 'Included',
    features: {
      unlimitedContent: LIFETIME_FEATURES[0],
      adFree: LIFETIME_FEATURES[1],
      offline: LIFETIME_FEATURES[2],
      prioritySupport: LIFETIME_FEATURES[3],
      futureContent: LIFETIME_FEATURES[4],
      noMonthlyCharges: LIFETIME_FEATURES[5],
      community: LIFETIME_FEATURES[6],
      earlyAccess: LIFETIME_FEATURES[7],
    },
    subscribedTitle: 'You already have lifetime access.',
    subscribedBody: 'Every premium article is open to you. Thank you for your support!',
    getAccess: TRANSACTION_MESSAGES.getLifetimeAccess,
  },
  pending: {
    title: PENDING_PAYMENT_TEXT.title,
    body: PENDING_PAYMENT_TEXT.body('{{trxId}}'),
    seeYourPayments: PENDING_PAYMENT_TEXT.seeYourPayments,
    withdraw: PENDING_PAYMENT_TEXT.withdraw,
    confirmWithdraw: PENDING_PAYMENT_TEXT.confirmWithdraw('{{trxId}}'),
    withdrawn: PENDING_PAYMENT_TEXT.withdrawn,
    withdrawFailed: PENDING_PAYMENT_TEXT.withdrawFailed,
  },
  short: {
    title: SHORT_PAYMENT_TEXT.title,
    body: SHORT_PAYMENT_TEXT.body('{{received}}', '{{price}}', '{{missing}}'),
    added: SHORT_PAYMENT_TEXT.added('{{trxIds}}'),
    formLabel: SHORT_PAYMENT_TEXT.formLabel,
    addPayment: SHORT_PAYMENT_TEXT.addPayment,
    paymentAdded: SHORT_PAYMENT_TEXT.paymentAdded,
    addFailed: SHORT_PAYMENT_TEXT.addFailed,
  },
  payment: {
    heading: 'Complete your payment',
    backToPlans: TRANSACTION_MESSAGES.backToPlans,
    sendHeading: 'Send {{price}} by mobile money',
    qrAlt: 'QR code of the payment number {{number}}',
    numberLabel: 'Payment number',
    copyNumber: 'Copy number',
    numberCopied: TRANSACTION_MESSAGES.paymentNumberCopied,
    copyPrompt: 'Copy the payment number:',
    amountLabel: 'Amount:',
    amountNote: `(one-time, ${LIFETIME_PLAN_TEXT.name})`,
    /** Read before each step's title by screen readers. */
    stepLabel: 'Step {{step}}: ',
    steps: {
      send: {
        title: 'Send {{price}}',
        text: 'Open your mobile-money app, choose Send Money and send exactly {{price}} to {{number}}.',
      },
      copyId: {
        title: 'Copy the transaction ID',
        text: 'Your app and the confirmation SMS show a transaction ID of letters and digits.',
      },
      submit: {
        title: 'Submit it here',
        text: 'Paste the ID below and submit. We verify it and unlock premium for your account.',
      },
    },
    submitHeading: 'Submit your transaction ID',
    linkSignedIn: 'We link the payment to your account.',
    linkSignedOut: 'You need to be logged in so we can link the payment to your account.',
    processingTime: 'Processing time',
    processingBody:
      'Payments are verified within 24 hours. Your lifetime access starts as soon as yours is approved.',
    emailNote: 'You will get an e-mail confirmation, and the status shows on your dashboard.',
  },
  reference: {
    label: 'Your payment reference',
    yours: 'Your reference:',
    hint: 'Type it in the Reference field of bKash or Nagad, so we can tell your payment is yours.',
    caption: 'Where to send the money, by wallet',
    wallet: 'Wallet',
    number: 'Number',
    sendExactly: 'Send exactly',
    kind: {
      personal: 'personal',
      merchant: 'merchant',
    },
    rocketNote: 'Rocket has no reference field: the poisha of its amount stand for your reference.',
    approval: 'Approval usually takes {{time}}.',
    /** `count` picks the form, `n` is the number as the page writes it. */
    minutes_one: '{{n}} minute',
    minutes_other: '{{n}} minutes',
    hours: '{{n}} hours',
    days: '{{n}} days',
  },
  form: {
    label: 'Submit your payment',
    trxIdLabel: 'Transaction ID',
    trxIdPlaceholder: 'e.g. 8N7A6B5C4D',
    hint: 'The ID in your payment confirmation message: 4 to 64 letters and digits.',
    submit: 'Submit Transaction',
    submitting: 'Submitting...',
    signInFirst: TRANSACTION_MESSAGES.signInFirst,
    submitted: TRANSACTION_MESSAGES.submitted,
    submitFailed: TRANSACTION_MESSAGES.submitFailed,
    loginToSubmit: TRANSACTION_MESSAGES.loginToSubmit,
  },
  faq: {
    heading: 'Frequently asked questions',
    verification: {
      question: 'How long does verification take?',
      answer:
        'We check every transaction by hand and activate your lifetime access within 24 hours. You get an e-mail as soon as it is done.',
    },
    findId: {
      question: 'Where do I find the transaction ID?',
      answer:
        'Your mobile-money app shows it on the payment confirmation screen and sends it in the confirmation SMS. It is a code of letters and digits, such as 8N7A6B5C4D.',
    },
    oneTime: {
      question: 'Is it really a one-time payment?',
      answer:
        'Yes. You pay once and keep premium access forever, including every article published later. There are no monthly charges.',
    },
    notApproved: {
      question: 'What if my payment is not approved?',
      answer:
        'Check the ID under Transactions in your dashboard. If it was rejected by mistake, write to {{email}} with the ID and we will sort it out.',
    },
  },
  transactions: {
    heading: 'Transactions',
    description: 'Payments you submitted and where their review stands.',
    newSubscription: TRANSACTION_MESSAGES.newSubscription,
    loading: 'Loading transactions...',
    loadFailed: TRANSACTION_MESSAGES.dashboardLoadFailed,
    tryAgain: 'Try again',
    emptyTitle: 'No transactions yet',
    emptyBody: 'When you pay for lifetime access and submit the transaction ID, it shows up here.',
    /** Read before the ID on a phone's card. */
    trxIdPrefix: 'Transaction ID: ',
    columns: {
      trxId: 'Transaction ID',
      plan: 'Plan',
      amount: 'Amount',
      status: 'Status',
      date: 'Date',
    },
    reasonLabel: PAYMENT_REVIEW_TEXT.reasonLabel,
  },
  timeline: {
    heading: 'History of {{trxId}}',
    approvedAutomatically: 'Approved automatically',
    events: PAYMENT_EVENT_LABELS,
    mail: MAIL_DELIVERY_LABELS,
    receiptToPrint: 'Receipt to print',
    receiptPdf: 'Receipt (PDF)',
  },
  /** Gifts: paying for someone else, the gifts a reader gave, and the recipient's page. */
  gift: {
    giveAsGift: 'Give it as a gift',
    giveAsGiftNote: 'Pay once for a friend: they get a link to redeem lifetime access.',
    heading: 'Pay for a gift',
    forHeading: 'Who is the gift for?',
    emailLabel: "Recipient's e-mail",
    emailHint:
      'Once your payment is verified we e-mail them the gift link. It works once, for a year.',
    messageLabel: 'A message for them (optional)',
    planLabel: 'Gift for {{email}}',
    yourGifts: 'Gifts you gave',
    states: {
      waiting: 'Waiting for the payment to be verified',
      cancelled: 'Cancelled: the payment was not verified',
      sent: 'Link sent · redeemable until {{date}}',
      redeemed: 'Redeemed on {{date}}',
      expired: 'Expired unredeemed on {{date}}',
    },
    sendAgain: 'Send the link again',
    sendAgainTo: 'Send a new link to',
    sendAgainHint: 'The link sent before stops working.',
    send: 'Send',
    sending: 'Sending…',
    resendFailed: 'The link could not be sent',
    pageTitle: 'A gift for you',
    from: '{{name}} gave you lifetime access to every premium article.',
    fromReader: 'A reader gave you lifetime access to every premium article.',
    theirMessage: 'Their message',
    redeemBy: 'Redeem it by {{date}}.',
    redeem: 'Redeem my gift',
    redeeming: 'Redeeming…',
    signInFirst: 'Log in, or create a free account, to redeem it: the gift becomes that account’s.',
    logIn: 'Log in to redeem',
    createAccount: 'Create a free account',
    startReading: 'Start reading',
    loading: 'Loading the gift…',
    loadFailed: 'The gift could not be loaded. Check your connection and try again.',
    tryAgain: 'Try again',
  },
} as const;
