/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hr_Not_SyncedInputs */

const en_hr_not_synced = /** @type {(inputs: Hr_Not_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No HR contacts stored yet`)
};

/**
* | output |
* | --- |
* | "No HR contacts stored yet" |
*
* @param {Hr_Not_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const hr_not_synced = /** @type {((inputs?: Hr_Not_SyncedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hr_Not_SyncedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("hr_not_synced", en_hr_not_synced));
