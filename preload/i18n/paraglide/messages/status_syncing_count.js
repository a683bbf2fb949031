/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ done: NonNullable<unknown>, planned: NonNullable<unknown> }} Status_Syncing_CountInputs */

const en_status_syncing_count = /** @type {(inputs: Status_Syncing_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Syncing ${i?.done} of ${i?.planned}`)
};

/**
* | output |
* | --- |
* | "Syncing {done} of {planned}" |
*
* @param {Status_Syncing_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_syncing_count = /** @type {((inputs: Status_Syncing_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Syncing_CountInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_syncing_count", en_status_syncing_count));
