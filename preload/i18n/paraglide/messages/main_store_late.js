/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Store_LateInputs */

const en_main_store_late = /** @type {(inputs: Main_Store_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The window did not store the data in time; it will be fetched again.`)
};

/**
* | output |
* | --- |
* | "The window did not store the data in time; it will be fetched again." |
*
* @param {Main_Store_LateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_store_late = /** @type {((inputs?: Main_Store_LateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_LateInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_store_late", en_main_store_late));
