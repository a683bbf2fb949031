/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Synced_ShortInputs */

const en_status_synced_short = /** @type {(inputs: Status_Synced_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Synced`)
};

/**
* | output |
* | --- |
* | "Synced" |
*
* @param {Status_Synced_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_synced_short = /** @type {((inputs?: Status_Synced_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Synced_ShortInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_synced_short", en_status_synced_short));
