/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Changes_Alternates_NeededInputs */

const en_changes_alternates_needed = /** @type {(inputs: Changes_Alternates_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alternates needed ${i?.from} → ${i?.to}`)
};

const es_changes_alternates_needed = /** @type {(inputs: Changes_Alternates_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suplentes necesarios ${i?.from} → ${i?.to}`)
};

/**
* | output |
* | --- |
* | "Alternates needed {from} → {to}" |
*
* @param {Changes_Alternates_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_alternates_needed = /** @type {((inputs: Changes_Alternates_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Alternates_NeededInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_changes_alternates_needed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_changes_alternates_needed(inputs)
	return en_changes_alternates_needed(inputs)
});