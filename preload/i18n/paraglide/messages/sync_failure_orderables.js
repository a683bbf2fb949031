/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_OrderablesInputs */

const en_sync_failure_orderables = /** @type {(inputs: Sync_Failure_OrderablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The items workers can order`)
};

const es_sync_failure_orderables = /** @type {(inputs: Sync_Failure_OrderablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los artículos que pueden pedir los trabajadores`)
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
export const sync_failure_orderables = /** @type {((inputs?: Sync_Failure_OrderablesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_OrderablesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_orderables, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_orderables(inputs)
	return en_sync_failure_orderables(inputs)
});