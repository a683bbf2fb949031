/**
 * The print channels: a sheet to the system print dialog, and a sheet saved as a PDF. The platform does the printing (main/platform/print-window.ts); where
 * there is none (the browser preview) the page is told to use the browser's own print.
 */
import type { AppCoreDeps } from '../app-core-deps.js';
import type { HandlerGroup } from '../ipc/handler-map.js';
import { ExpectedError } from '../ipc/expected-error.js';
import { m } from '../../../preload/i18n/index.js';

export const NO_PRINTER_HERE = 'print-in-browser';

export function printHandlers(deps: Pick<AppCoreDeps, 'printer'>) {
  const printer = () => {
    if (!deps.printer) {
      throw new ExpectedError(NO_PRINTER_HERE, m.print_in_browser());
    }
    return deps.printer;
  };
  return {
    'print:sheet': async (request) => printer().print(request),
    'print:save-pdf': async (request) => printer().savePdf(request),
  } satisfies HandlerGroup;
}
