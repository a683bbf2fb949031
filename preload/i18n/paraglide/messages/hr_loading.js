/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hr_LoadingInputs */

const en_hr_loading = /** @type {(inputs: Hr_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading stored contacts…`)
};

/**
* | output |
* | --- |
* | "Loading stored contacts…" |
*
* @param {Hr_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const hr_loading = /** @type {((inputs?: Hr_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hr_LoadingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("hr_loading", en_hr_loading));
