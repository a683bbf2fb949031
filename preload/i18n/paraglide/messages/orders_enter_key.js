/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Enter_KeyInputs */

const en_orders_enter_key = /** @type {(inputs: Orders_Enter_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the key`)
};

const es_orders_enter_key = /** @type {(inputs: Orders_Enter_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introducir la clave`)
};

/**
* | output |
* | --- |
* | "Enter the key" |
*
* @param {Orders_Enter_KeyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_enter_key = /** @type {((inputs?: Orders_Enter_KeyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Enter_KeyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_enter_key, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_enter_key(inputs)
	return en_orders_enter_key(inputs)
});