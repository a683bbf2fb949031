/**
 * What a contact link does (ContactLink only draws it): open the address or number in the mail
 * app or dialler through main (its URL policy decides), or copy it; each outcome said in a toast.
 */
import { m } from '../../../preload/i18n';
import { call } from './bridge';
import type { AppState } from './state/app-state';

export type ContactKind = 'email' | 'phone';
type ContactApp = Pick<AppState, 'bridge' | 'toasts'>;

/** `url`: the mailto: or tel: address, undefined when `value` is neither. */
export async function openContact(app: ContactApp, kind: ContactKind, value: string, url: string | undefined): Promise<void> {
  const email = kind === 'email';
  try {
    const opened = await call(app.bridge.openExternal({ url: url ?? '' }));
    if (!opened) app.toasts.show(email ? m.contact_no_mail_app({ value }) : m.contact_no_phone_app({ value }), 'error');
  } catch (error) {
    const reason = (error as Error).message;
    app.toasts.show(email ? m.contact_mail_app_failed({ reason }) : m.contact_phone_app_failed({ reason }), 'error');
  }
}

export async function copyContact(app: ContactApp, kind: ContactKind, value: string, who: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(value);
    app.toasts.show(kind === 'email' ? m.contact_copied_email({ who, value }) : m.contact_copied_phone({ who, value }));
  } catch {
    app.toasts.show(kind === 'email' ? m.contact_copy_email_failed() : m.contact_copy_phone_failed(), 'error');
  }
}
