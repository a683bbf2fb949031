/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Sync_Failure_Could_Not_RefreshInputs */

const en_sync_failure_could_not_refresh = /** @type {(inputs: Sync_Failure_Could_Not_RefreshInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The last sync could not refresh ${i?.what}.`)
};

/**
* | output |
* | --- |
* | "The last sync could not refresh {what}." |
*
* @param {Sync_Failure_Could_Not_RefreshInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_could_not_refresh = /** @type {((inputs: Sync_Failure_Could_Not_RefreshInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Could_Not_RefreshInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_could_not_refresh", en_sync_failure_could_not_refresh));
