/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Open_BrowserInputs */

const en_office_open_browser = /** @type {(inputs: Office_Open_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in the browser`)
};

/**
* | output |
* | --- |
* | "Open in the browser" |
*
* @param {Office_Open_BrowserInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_open_browser = /** @type {((inputs?: Office_Open_BrowserInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Open_BrowserInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_open_browser", en_office_open_browser));
