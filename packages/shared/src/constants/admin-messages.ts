/** The admin screens' own texts (the spec leaves them open): categories, users, settings. */
export const ADMIN_MESSAGES = {
  categoryNameRequired: 'Please enter a category name',
  categoryNameTooShort: 'Category name must be at least 2 characters',
  categoryNameTooLong: 'Category name must be at most 60 characters',
  categorySlugFormat: 'Slug may contain lower-case letters, digits and single dashes',
  categorySlugRequired: 'Please choose a slug of letters or digits',
  categoryTaken: 'A category with this name or slug already exists',
  categoryInUse: (articles: number) =>
    `This category still has ${articles} article(s). Move or delete them first.`,
  categoryNotFound: 'Category not found',
  userNotFound: 'User not found',
  ownAdminRole: 'You cannot remove your own admin role',
  categoryCreated: (name: string) => `Category ${name} created`,
  categoryCreateFailed: 'Failed to create category',
  categoryRenamed: (name: string) => `Category renamed to ${name}`,
  categoryRenameFailed: 'Failed to rename category',
  confirmCategoryDelete: (name: string) => `Delete the category ${name}?`,
  categoryDeleted: (name: string) => `Category ${name} deleted`,
  categoryDeleteFailed: 'Failed to delete category',
  userUpdated: 'User updated',
  userUpdateFailed: 'Failed to update user',
  autoApproval: (on: boolean) => (on ? 'Auto-approval turned on' : 'Auto-approval turned off'),
  settingsUpdateFailed: 'Failed to update payment settings',
  allowedSendersSaved: 'Allowed senders saved',
  copyFailed: (paymentNumber: string) => `Copy failed. The number is ${paymentNumber}`,
} as const;

/** Complimentary access: an admin gives an account the subscription, with a reason. */
export const COMPLIMENTARY_MESSAGES = {
  label: 'Complimentary',
  reasonRequired: 'Please give a reason for the complimentary access',
  reasonMax: 200,
  untilInPast: 'until must be in the future, or null for life',
  alreadyPaid: 'This account has paid for its subscription: there is nothing to give',
  notComplimentary: 'This account has no complimentary access to end',
  granted: 'Complimentary access given',
  ended: 'Complimentary access ended',
} as const;

/** What the payment settings form says of a value the settings' rules refuse. */
export const PAYMENT_SETTINGS_MESSAGES = {
  sendersInvalid: 'List at most 20 names, each at most 64 characters',
  reminderDaysInvalid: 'Reminder days must be a whole number from 1 to 90',
} as const;
