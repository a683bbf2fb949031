/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Print_Order_ReadInputs */

const en_print_order_read = /** @type {(inputs: Print_Order_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Read ${i?.at}`)
};

const es_print_order_read = /** @type {(inputs: Print_Order_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leído ${i?.at}`)
};

/**
* | output |
* | --- |
* | "Read {at}" |
*
* @param {Print_Order_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_order_read = /** @type {((inputs: Print_Order_ReadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Order_ReadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_print_order_read, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_order_read(inputs)
	return en_print_order_read(inputs)
});