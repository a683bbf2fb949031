/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Ipc_RefusedInputs */

const en_main_ipc_refused = /** @type {(inputs: Main_Ipc_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request refused.`)
};

/**
* | output |
* | --- |
* | "Request refused." |
*
* @param {Main_Ipc_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_ipc_refused = /** @type {((inputs?: Main_Ipc_RefusedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Ipc_RefusedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_ipc_refused", en_main_ipc_refused));
