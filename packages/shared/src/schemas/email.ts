/** The address shape both the forms and the server accept. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

export function isEmailDomainIn(email: string, domains: readonly string[]): boolean {
  return domains.includes(emailDomain(email));
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
