/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_LoadingInputs */

const en_follow_loading = /** @type {(inputs: Follow_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading stored data…`)
};

/**
* | output |
* | --- |
* | "Loading stored data…" |
*
* @param {Follow_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_loading = /** @type {((inputs?: Follow_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_LoadingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_loading", en_follow_loading));
