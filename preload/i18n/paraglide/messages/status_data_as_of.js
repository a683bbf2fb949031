/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ asOf: NonNullable<unknown> }} Status_Data_As_OfInputs */

const en_status_data_as_of = /** @type {(inputs: Status_Data_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Data ${i?.asOf}`)
};

const es_status_data_as_of = /** @type {(inputs: Status_Data_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Datos ${i?.asOf}`)
};

/**
* | output |
* | --- |
* | "Data {asOf}" |
*
* @param {Status_Data_As_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_data_as_of = /** @type {((inputs: Status_Data_As_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Data_As_OfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_status_data_as_of, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_data_as_of(inputs)
	return en_status_data_as_of(inputs)
});