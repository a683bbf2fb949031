/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ open: NonNullable<unknown> }} Changes_Added_WithInputs */

const en_changes_added_with = /** @type {(inputs: Changes_Added_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Added with ${i?.open}`)
};

const es_changes_added_with = /** @type {(inputs: Changes_Added_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Añadido, ${i?.open}`)
};

/**
* | output |
* | --- |
* | "Added with {open}" |
*
* @param {Changes_Added_WithInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_added_with = /** @type {((inputs: Changes_Added_WithInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Added_WithInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_changes_added_with, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_changes_added_with(inputs)
	return en_changes_added_with(inputs)
});