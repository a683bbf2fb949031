/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Changes_StartsInputs */

const en_changes_starts = /** @type {(inputs: Changes_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Starts ${i?.from} → ${i?.to}`)
};

const es_changes_starts = /** @type {(inputs: Changes_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Empieza ${i?.from} → ${i?.to}`)
};

/**
* | output |
* | --- |
* | "Starts {from} → {to}" |
*
* @param {Changes_StartsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_starts = /** @type {((inputs: Changes_StartsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_StartsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_changes_starts, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_changes_starts(inputs)
	return en_changes_starts(inputs)
});