import { CONTACT_MESSAGES } from '@codegrow/shared/constants/contact-messages';

/** The contact area's texts: the contact page and its form. */
export const contact = {
  page: {
    title: 'Contact',
    description:
      'Questions about an article, your subscription or a partnership? We are happy to help.',
    email: 'Email',
    phone: 'Phone',
    location: 'Location',
  },
  form: {
    heading: 'Send us a message',
    intro: 'We read every message and answer by e-mail.',
    name: 'Name',
    namePlaceholder: 'Ada Lovelace',
    email: 'Email',
    subject: 'Subject',
    subjectPlaceholder: 'What is it about?',
    message: 'Message',
    messagePlaceholder: 'How can we help?',
    /** Read after the counter under the message by screen readers. */
    characters: ' characters',
    send: 'Send Message',
    sent: CONTACT_MESSAGES.sent,
    sendFailed: CONTACT_MESSAGES.sendFailed,
    sentHeading: CONTACT_MESSAGES.sentHeading,
    sendAnother: CONTACT_MESSAGES.sendAnother,
  },
} as const;
