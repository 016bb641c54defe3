import { LIMITS as L } from './limits';

/** The contact form's texts: its checks (shared with POST /api/contact), answers and labels. */
export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name',
  nameTooShort: `Name must be at least ${L.nameMin} characters long`,
  nameTooLong: `Name must be at most ${L.nameMax} characters long`,
  emailRequired: 'Please enter your email address',
  invalidEmail: 'Please enter a valid email address',
  emailTooLong: `Email must be at most ${L.emailMax} characters long`,
  subjectRequired: 'Please enter a subject',
  subjectTooShort: `Subject must be at least ${L.contactSubjectMin} characters long`,
  subjectTooLong: `Subject must be at most ${L.contactSubjectMax} characters long`,
  messageRequired: 'Please enter your message',
  messageTooShort: `Message must be at least ${L.contactMessageMin} characters long`,
  messageTooLong: `Message must be at most ${L.contactMessageMax} characters long`,
  sent: 'Thank you! Your message has been sent. We will get back to you soon.',
  /** Only shown if a failure carries no message at all. */
  sendFailed: 'Your message could not be sent. Please try again.',
  sentHeading: 'Message sent',
  sendAnother: 'Send another message',
} as const;
