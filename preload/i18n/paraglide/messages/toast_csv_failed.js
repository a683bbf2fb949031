/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Toast_Csv_FailedInputs */

const en_toast_csv_failed = /** @type {(inputs: Toast_Csv_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not save the CSV: ${i?.reason}`)
};

const es_toast_csv_failed = /** @type {(inputs: Toast_Csv_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo guardar el CSV: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not save the CSV: {reason}" |
*
* @param {Toast_Csv_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const toast_csv_failed = /** @type {((inputs: Toast_Csv_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Csv_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_toast_csv_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_toast_csv_failed(inputs)
	return en_toast_csv_failed(inputs)
});