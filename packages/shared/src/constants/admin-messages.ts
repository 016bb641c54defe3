/** The admin screens' own texts (the spec leaves them open): categories, users, settings. */
export const ADMIN_MESSAGES = {
  categoryNameRequired: 'Please enter a category name',
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
  copyFailed: (paymentNumber: string) => `Copy failed. The number is ${paymentNumber}`,
} as const;
