/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown> }} Api_What_ShiftInputs */

const en_api_what_shift = /** @type {(inputs: Api_What_ShiftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`shift ${i?.item}`)
};

const es_api_what_shift = /** @type {(inputs: Api_What_ShiftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el turno ${i?.item}`)
};

/**
* | output |
* | --- |
* | "shift {item}" |
*
* @param {Api_What_ShiftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_shift = /** @type {((inputs: Api_What_ShiftInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_ShiftInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_what_shift, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_what_shift(inputs)
	return en_api_what_shift(inputs)
});