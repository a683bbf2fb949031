/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_No_DataInputs */

const en_status_no_data = /** @type {(inputs: Status_No_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No data stored yet`)
};

const es_status_no_data = /** @type {(inputs: Status_No_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay datos guardados`)
};

/**
* | output |
* | --- |
* | "No data stored yet" |
*
* @param {Status_No_DataInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_no_data = /** @type {((inputs?: Status_No_DataInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_No_DataInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_status_no_data, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_no_data(inputs)
	return en_status_no_data(inputs)
});