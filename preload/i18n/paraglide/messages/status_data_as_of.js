/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Status_Data_As_OfInputs */

const en_status_data_as_of = /** @type {(inputs: Status_Data_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Data as of ${i?.when}`)
};

const es_status_data_as_of = /** @type {(inputs: Status_Data_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Datos actualizados: ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Data as of {when}" |
*
* @param {Status_Data_As_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_data_as_of = /** @type {((inputs: Status_Data_As_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Data_As_OfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_data_as_of(inputs)
	return en_status_data_as_of(inputs)
});