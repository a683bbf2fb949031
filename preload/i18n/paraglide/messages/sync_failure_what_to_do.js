/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_What_To_DoInputs */

const en_sync_failure_what_to_do = /** @type {(inputs: Sync_Failure_What_To_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What to do:`)
};

const es_sync_failure_what_to_do = /** @type {(inputs: Sync_Failure_What_To_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué hacer:`)
};

/**
* | output |
* | --- |
* | "What to do:" |
*
* @param {Sync_Failure_What_To_DoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_what_to_do = /** @type {((inputs?: Sync_Failure_What_To_DoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_What_To_DoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_what_to_do, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_what_to_do(inputs)
	return en_sync_failure_what_to_do(inputs)
});