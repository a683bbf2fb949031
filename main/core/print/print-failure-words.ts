/** Why a print or a PDF did not happen, in a sentence a supervisor can act on. Pure. */

/** Electron's print callback reasons, as Chromium words them. */
export function printFailureWords(reason: string): string {
  if (/no.*printer|printers.*available|invalid printer/i.test(reason)) {
    return 'No printer is set up on this computer. Add one in the system settings, or use “Save as PDF…” and print the file elsewhere.';
  }
  return `The sheet could not be printed (${reason || 'the print system gave no reason'}). Try again, or use “Save as PDF…”.`;
}

/** A file system error code (errno) while saving a PDF. */
export function saveFailureWords(code: string | undefined): string {
  switch (code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return 'The disk is full: the PDF was not saved and nothing was left behind. Free some space or choose another drive.';
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return 'That folder cannot be written to: the PDF was not saved. Choose another folder, such as Documents.';
    case 'ENOENT':
    case 'ENOTDIR':
      return 'That folder no longer exists: the PDF was not saved. Choose another folder.';
    default:
      return `The PDF could not be saved${code ? ` (${code})` : ''}. Nothing was left behind; try another folder.`;
  }
}
