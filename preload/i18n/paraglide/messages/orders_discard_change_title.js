/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Discard_Change_TitleInputs */

const en_orders_discard_change_title = /** @type {(inputs: Orders_Discard_Change_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discard this change?`)
};

const es_orders_discard_change_title = /** @type {(inputs: Orders_Discard_Change_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Descartar este cambio?`)
};

/**
* | output |
* | --- |
* | "Discard this change?" |
*
* @param {Orders_Discard_Change_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_discard_change_title = /** @type {((inputs?: Orders_Discard_Change_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Discard_Change_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_discard_change_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_discard_change_title(inputs)
	return en_orders_discard_change_title(inputs)
});