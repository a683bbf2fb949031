/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Follow_Save_FailedInputs */

const en_follow_save_failed = /** @type {(inputs: Follow_Save_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not save: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not save: {reason}" |
*
* @param {Follow_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_save_failed = /** @type {((inputs: Follow_Save_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Save_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_save_failed", en_follow_save_failed));
