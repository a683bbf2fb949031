/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_ConnectInputs */

const en_sync_failure_connect = /** @type {(inputs: Sync_Failure_ConnectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connect with your key (Settings, Connection).`)
};

/**
* | output |
* | --- |
* | "Connect with your key (Settings, Connection)." |
*
* @param {Sync_Failure_ConnectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_connect = /** @type {((inputs?: Sync_Failure_ConnectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_ConnectInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_connect", en_sync_failure_connect));
