/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Changes_NeededInputs */

const en_changes_needed = /** @type {(inputs: Changes_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Needed ${i?.from} → ${i?.to}`)
};

const es_changes_needed = /** @type {(inputs: Changes_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se necesitan ${i?.from} → ${i?.to}`)
};

/**
* | output |
* | --- |
* | "Needed {from} → {to}" |
*
* @param {Changes_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_needed = /** @type {((inputs: Changes_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_NeededInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_changes_needed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_changes_needed(inputs)
	return en_changes_needed(inputs)
});