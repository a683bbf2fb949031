/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Status_Key_NeededInputs */

const en_status_key_needed = /** @type {(inputs: Status_Key_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Key needed to sync ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Key needed to sync {time}" |
*
* @param {Status_Key_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_key_needed = /** @type {((inputs: Status_Key_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Key_NeededInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_key_needed", en_status_key_needed));
