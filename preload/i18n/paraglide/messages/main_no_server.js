/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_No_ServerInputs */

const en_main_no_server = /** @type {(inputs: Main_No_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no server`)
};

/**
* | output |
* | --- |
* | "no server" |
*
* @param {Main_No_ServerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_no_server = /** @type {((inputs?: Main_No_ServerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_No_ServerInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_no_server", en_main_no_server));
