/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Ipc_FailedInputs */

const en_main_ipc_failed = /** @type {(inputs: Main_Ipc_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong in the app. Please try again.`)
};

/**
* | output |
* | --- |
* | "Something went wrong in the app. Please try again." |
*
* @param {Main_Ipc_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_ipc_failed = /** @type {((inputs?: Main_Ipc_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Ipc_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_ipc_failed", en_main_ipc_failed));
