/**
 * The renderer's own origin. It is served from a custom scheme so its origin (and with it
 * IndexedDB) stays the same across updates and install folders.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'field-supervisor';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
/** The page the main window loads. */
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;
