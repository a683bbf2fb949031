/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Changes_Alternates_BookedInputs */

const en_changes_alternates_booked = /** @type {(inputs: Changes_Alternates_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alternates booked ${i?.from} → ${i?.to}`)
};

const es_changes_alternates_booked = /** @type {(inputs: Changes_Alternates_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suplentes reservados ${i?.from} → ${i?.to}`)
};

/**
* | output |
* | --- |
* | "Alternates booked {from} → {to}" |
*
* @param {Changes_Alternates_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_alternates_booked = /** @type {((inputs: Changes_Alternates_BookedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Alternates_BookedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_changes_alternates_booked, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_changes_alternates_booked(inputs)
	return en_changes_alternates_booked(inputs)
});