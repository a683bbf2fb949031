/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_PrintedInputs */

const en_office_printed = /** @type {(inputs: Office_PrintedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printed`)
};

const es_office_printed = /** @type {(inputs: Office_PrintedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impreso`)
};

/**
* | output |
* | --- |
* | "Printed" |
*
* @param {Office_PrintedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_printed = /** @type {((inputs?: Office_PrintedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_PrintedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_printed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_printed(inputs)
	return en_office_printed(inputs)
});