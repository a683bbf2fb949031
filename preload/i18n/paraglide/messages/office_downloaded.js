/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_DownloadedInputs */

const en_office_downloaded = /** @type {(inputs: Office_DownloadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Downloaded`)
};

/**
* | output |
* | --- |
* | "Downloaded" |
*
* @param {Office_DownloadedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_downloaded = /** @type {((inputs?: Office_DownloadedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_DownloadedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_downloaded", en_office_downloaded));
