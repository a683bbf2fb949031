/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Discard_ButtonInputs */

const en_orders_discard_button = /** @type {(inputs: Orders_Discard_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discard…`)
};

const es_orders_discard_button = /** @type {(inputs: Orders_Discard_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar…`)
};

/**
* | output |
* | --- |
* | "Discard…" |
*
* @param {Orders_Discard_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_discard_button = /** @type {((inputs?: Orders_Discard_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Discard_ButtonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_discard_button, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_discard_button(inputs)
	return en_orders_discard_button(inputs)
});