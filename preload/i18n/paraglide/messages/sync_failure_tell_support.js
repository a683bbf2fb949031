/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Tell_SupportInputs */

const en_sync_failure_tell_support = /** @type {(inputs: Sync_Failure_Tell_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The old data is kept. If it keeps failing, tell support the code below.`)
};

const es_sync_failure_tell_support = /** @type {(inputs: Sync_Failure_Tell_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se conservan los datos anteriores. Si sigue fallando, dé a soporte el código de abajo.`)
};

/**
* | output |
* | --- |
* | "The old data is kept. If it keeps failing, tell support the code below." |
*
* @param {Sync_Failure_Tell_SupportInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_tell_support = /** @type {((inputs?: Sync_Failure_Tell_SupportInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Tell_SupportInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_tell_support, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_tell_support(inputs)
	return en_sync_failure_tell_support(inputs)
});