/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Store_FailedInputs */

const en_main_store_failed = /** @type {(inputs: Main_Store_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The window could not store the data; it will be fetched again.`)
};

/**
* | output |
* | --- |
* | "The window could not store the data; it will be fetched again." |
*
* @param {Main_Store_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_store_failed = /** @type {((inputs?: Main_Store_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_store_failed", en_main_store_failed));
