/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_OrderablesInputs */

const en_sync_failure_orderables = /** @type {(inputs: Sync_Failure_OrderablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The items workers can order`)
};

/**
* | output |
* | --- |
* | "The items workers can order" |
*
* @param {Sync_Failure_OrderablesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_orderables = /** @type {((inputs?: Sync_Failure_OrderablesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_OrderablesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_orderables", en_sync_failure_orderables));
