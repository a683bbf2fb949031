/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Key_AgainInputs */

const en_sync_failure_key_again = /** @type {(inputs: Sync_Failure_Key_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the key again (Settings, Connection).`)
};

/**
* | output |
* | --- |
* | "Enter the key again (Settings, Connection)." |
*
* @param {Sync_Failure_Key_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_key_again = /** @type {((inputs?: Sync_Failure_Key_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Key_AgainInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_key_again", en_sync_failure_key_again));
