/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Status_ReadInputs */

const en_csv_status_read = /** @type {(inputs: Csv_Status_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status read`)
};

const es_csv_status_read = /** @type {(inputs: Csv_Status_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado leído`)
};

/**
* | output |
* | --- |
* | "Status read" |
*
* @param {Csv_Status_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_status_read = /** @type {((inputs?: Csv_Status_ReadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Status_ReadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_status_read, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_status_read(inputs)
	return en_csv_status_read(inputs)
});