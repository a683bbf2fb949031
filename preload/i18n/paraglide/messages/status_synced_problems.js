/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Status_Synced_ProblemsInputs */

const en_status_synced_problems = /** @type {(inputs: Status_Synced_ProblemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Synced with problems ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Synced with problems {time}" |
*
* @param {Status_Synced_ProblemsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_synced_problems = /** @type {((inputs: Status_Synced_ProblemsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Synced_ProblemsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_synced_problems", en_status_synced_problems));
