/** Why a print or a PDF did not happen, in a sentence a supervisor can act on. Pure. */
import { m } from '../../../preload/i18n/index.js';

/** Electron's print callback reasons, as Chromium words them. */
export function printFailureWords(reason: string): string {
  if (/no.*printer|printers.*available|invalid printer/i.test(reason)) return m.print_no_printer();
  return m.print_failed({ reason: reason || m.print_failed_no_reason() });
}

/** A file system error code (errno) while saving a PDF. */
export function saveFailureWords(code: string | undefined): string {
  switch (code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return m.print_disk_full();
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return m.print_folder_refused();
    case 'ENOENT':
    case 'ENOTDIR':
      return m.print_folder_gone();
    default:
      return code ? m.print_save_failed_code({ code }) : m.print_save_failed();
  }
}
