/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Progress_ReadInputs */

const en_orders_progress_read = /** @type {(inputs: Orders_Progress_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progress read`)
};

const es_orders_progress_read = /** @type {(inputs: Orders_Progress_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progreso leído`)
};

/**
* | output |
* | --- |
* | "Progress read" |
*
* @param {Orders_Progress_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_progress_read = /** @type {((inputs?: Orders_Progress_ReadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Progress_ReadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_progress_read, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_progress_read(inputs)
	return en_orders_progress_read(inputs)
});