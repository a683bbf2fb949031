/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_ShiftsInputs */

const en_sync_failure_shifts = /** @type {(inputs: Sync_Failure_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shifts`)
};

/**
* | output |
* | --- |
* | "Shifts" |
*
* @param {Sync_Failure_ShiftsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_shifts = /** @type {((inputs?: Sync_Failure_ShiftsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_ShiftsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_shifts", en_sync_failure_shifts));
