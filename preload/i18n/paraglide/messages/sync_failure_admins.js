/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_AdminsInputs */

const en_sync_failure_admins = /** @type {(inputs: Sync_Failure_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admins`)
};

/**
* | output |
* | --- |
* | "Admins" |
*
* @param {Sync_Failure_AdminsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_admins = /** @type {((inputs?: Sync_Failure_AdminsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_AdminsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_admins", en_sync_failure_admins));
