/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Status_SinceInputs */

const en_status_since = /** @type {(inputs: Status_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`since ${i?.time}`)
};

/**
* | output |
* | --- |
* | "since {time}" |
*
* @param {Status_SinceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_since = /** @type {((inputs: Status_SinceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_SinceInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_since", en_status_since));
