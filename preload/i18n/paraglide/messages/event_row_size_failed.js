/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Event_Row_Size_FailedInputs */

const en_event_row_size_failed = /** @type {(inputs: Event_Row_Size_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not change the row size: ${i?.reason}`)
};

const es_event_row_size_failed = /** @type {(inputs: Event_Row_Size_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo cambiar el tamaño de las filas: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not change the row size: {reason}" |
*
* @param {Event_Row_Size_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_row_size_failed = /** @type {((inputs: Event_Row_Size_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Row_Size_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_event_row_size_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_row_size_failed(inputs)
	return en_event_row_size_failed(inputs)
});