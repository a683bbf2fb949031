/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Changes_SyncedInputs */

const en_changes_synced = /** @type {(inputs: Changes_SyncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`synced ${i?.when}`)
};

/**
* | output |
* | --- |
* | "synced {when}" |
*
* @param {Changes_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_synced = /** @type {((inputs: Changes_SyncedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_SyncedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("changes_synced", en_changes_synced));
