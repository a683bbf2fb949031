/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_YesInputs */

const en_csv_yes = /** @type {(inputs: Csv_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yes`)
};

const es_csv_yes = /** @type {(inputs: Csv_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sí`)
};

/**
* | output |
* | --- |
* | "yes" |
*
* @param {Csv_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_yes = /** @type {((inputs?: Csv_YesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_YesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_yes, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_yes(inputs)
	return en_csv_yes(inputs)
});