/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Changes_AddedInputs */

const en_changes_added = /** @type {(inputs: Changes_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added`)
};

const es_changes_added = /** @type {(inputs: Changes_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadido`)
};

/**
* | output |
* | --- |
* | "Added" |
*
* @param {Changes_AddedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_added = /** @type {((inputs?: Changes_AddedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_AddedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_changes_added, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_changes_added(inputs)
	return en_changes_added(inputs)
});