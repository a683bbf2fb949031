/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Changes_EndsInputs */

const en_changes_ends = /** @type {(inputs: Changes_EndsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ends ${i?.from} → ${i?.to}`)
};

const es_changes_ends = /** @type {(inputs: Changes_EndsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Termina ${i?.from} → ${i?.to}`)
};

/**
* | output |
* | --- |
* | "Ends {from} → {to}" |
*
* @param {Changes_EndsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_ends = /** @type {((inputs: Changes_EndsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_EndsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_changes_ends, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_changes_ends(inputs)
	return en_changes_ends(inputs)
});