/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_DetailsInputs */

const en_sync_failure_details = /** @type {(inputs: Sync_Failure_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details for support`)
};

const es_sync_failure_details = /** @type {(inputs: Sync_Failure_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalles para soporte`)
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
export const sync_failure_details = /** @type {((inputs?: Sync_Failure_DetailsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_DetailsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_details, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_details(inputs)
	return en_sync_failure_details(inputs)
});