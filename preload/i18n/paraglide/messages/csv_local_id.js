/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Local_IdInputs */

const en_csv_local_id = /** @type {(inputs: Csv_Local_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local ID`)
};

const es_csv_local_id = /** @type {(inputs: Csv_Local_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID local`)
};

/**
* | output |
* | --- |
* | "Local ID" |
*
* @param {Csv_Local_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_local_id = /** @type {((inputs?: Csv_Local_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Local_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_local_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_local_id(inputs)
	return en_csv_local_id(inputs)
});