/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Store_ClosedInputs */

const en_main_store_closed = /** @type {(inputs: Main_Store_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The window closed before the data was stored.`)
};

/**
* | output |
* | --- |
* | "The window closed before the data was stored." |
*
* @param {Main_Store_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_store_closed = /** @type {((inputs?: Main_Store_ClosedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_ClosedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_store_closed", en_main_store_closed));
