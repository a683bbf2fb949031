/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Read_FailedInputs */

const en_orders_read_failed = /** @type {(inputs: Orders_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The stored orders could not be read`)
};

const es_orders_read_failed = /** @type {(inputs: Orders_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron leer los pedidos guardados`)
};

/**
* | output |
* | --- |
* | "The stored orders could not be read" |
*
* @param {Orders_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_read_failed = /** @type {((inputs?: Orders_Read_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Read_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_read_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_read_failed(inputs)
	return en_orders_read_failed(inputs)
});