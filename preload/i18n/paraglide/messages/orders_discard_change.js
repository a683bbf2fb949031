/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Discard_ChangeInputs */

const en_orders_discard_change = /** @type {(inputs: Orders_Discard_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discard change`)
};

const es_orders_discard_change = /** @type {(inputs: Orders_Discard_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar el cambio`)
};

/**
* | output |
* | --- |
* | "Discard change" |
*
* @param {Orders_Discard_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_discard_change = /** @type {((inputs?: Orders_Discard_ChangeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Discard_ChangeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_discard_change, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_discard_change(inputs)
	return en_orders_discard_change(inputs)
});