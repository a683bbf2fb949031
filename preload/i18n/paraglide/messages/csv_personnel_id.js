/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Personnel_IdInputs */

const en_csv_personnel_id = /** @type {(inputs: Csv_Personnel_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnel ID`)
};

const es_csv_personnel_id = /** @type {(inputs: Csv_Personnel_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID de personal`)
};

/**
* | output |
* | --- |
* | "Personnel ID" |
*
* @param {Csv_Personnel_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_personnel_id = /** @type {((inputs?: Csv_Personnel_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Personnel_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_personnel_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_personnel_id(inputs)
	return en_csv_personnel_id(inputs)
});