/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_HoursInputs */

const en_sync_failure_hours = /** @type {(inputs: Sync_Failure_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours`)
};

/**
* | output |
* | --- |
* | "Hours" |
*
* @param {Sync_Failure_HoursInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_hours = /** @type {((inputs?: Sync_Failure_HoursInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_HoursInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_hours", en_sync_failure_hours));
