/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Store_StaleInputs */

const en_main_store_stale = /** @type {(inputs: Main_Store_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The window does not hold the set the server called unchanged.`)
};

/**
* | output |
* | --- |
* | "The window does not hold the set the server called unchanged." |
*
* @param {Main_Store_StaleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_store_stale = /** @type {((inputs?: Main_Store_StaleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_StaleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_store_stale", en_main_store_stale));
