/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_ViewedInputs */

const en_office_viewed = /** @type {(inputs: Office_ViewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Viewed`)
};

const es_office_viewed = /** @type {(inputs: Office_ViewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visto`)
};

/**
* | output |
* | --- |
* | "Viewed" |
*
* @param {Office_ViewedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_viewed = /** @type {((inputs?: Office_ViewedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_ViewedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_viewed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_viewed(inputs)
	return en_office_viewed(inputs)
});