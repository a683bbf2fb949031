/**
 * Links for the contact details the server gives: `mailto:` and `tel:` URLs main's URL policy
 * accepts, or undefined when the text is not an address or a number (it is then shown as text,
 * still copyable).
 */

const EMAIL = /^[^\s@:/?#]+@[^\s@:/?#]+\.[^\s@:/?#]+$/;

export function mailtoUrl(email: string): string | undefined {
  const address = email.trim();
  return EMAIL.test(address) ? `mailto:${address}` : undefined;
}

/** Separators people type ("+1 (555) 014-2233") are dropped; a leading "+" is kept. */
export function telUrl(phone: string): string | undefined {
  const trimmed = phone.trim();
  if (/[^\d\s+().\-/]/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 3 || digits.length > 20) return undefined;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
