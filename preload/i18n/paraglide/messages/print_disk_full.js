/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Disk_FullInputs */

const en_print_disk_full = /** @type {(inputs: Print_Disk_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The disk is full: the PDF was not saved and nothing was left behind. Free some space or choose another drive.`)
};

/**
* | output |
* | --- |
* | "The disk is full: the PDF was not saved and nothing was left behind. Free some space or choose another drive." |
*
* @param {Print_Disk_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_disk_full = /** @type {((inputs?: Print_Disk_FullInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Disk_FullInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_disk_full", en_print_disk_full));
