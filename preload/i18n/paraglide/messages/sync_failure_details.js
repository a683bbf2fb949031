/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_DetailsInputs */

const en_sync_failure_details = /** @type {(inputs: Sync_Failure_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details for support`)
};

/**
* | output |
* | --- |
* | "Details for support" |
*
* @param {Sync_Failure_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_details = /** @type {((inputs?: Sync_Failure_DetailsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_DetailsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_details", en_sync_failure_details));
