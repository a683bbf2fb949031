/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Office_Today_AtInputs */

const en_office_today_at = /** @type {(inputs: Office_Today_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Today, ${i?.time}`)
};

const es_office_today_at = /** @type {(inputs: Office_Today_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hoy, ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Today, {time}" |
*
* @param {Office_Today_AtInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_today_at = /** @type {((inputs: Office_Today_AtInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Today_AtInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_office_today_at, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_today_at(inputs)
	return en_office_today_at(inputs)
});