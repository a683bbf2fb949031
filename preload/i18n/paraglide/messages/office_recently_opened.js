/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Recently_OpenedInputs */

const en_office_recently_opened = /** @type {(inputs: Office_Recently_OpenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recently opened`)
};

const es_office_recently_opened = /** @type {(inputs: Office_Recently_OpenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abiertas recientemente`)
};

/**
* | output |
* | --- |
* | "Recently opened" |
*
* @param {Office_Recently_OpenedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_recently_opened = /** @type {((inputs?: Office_Recently_OpenedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Recently_OpenedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_recently_opened, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_recently_opened(inputs)
	return en_office_recently_opened(inputs)
});