/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Office_WroteInputs */

const en_orders_office_wrote = /** @type {(inputs: Orders_Office_WroteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office wrote`)
};

const es_orders_office_wrote = /** @type {(inputs: Orders_Office_WroteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La oficina escribió`)
};

/**
* | output |
* | --- |
* | "Office wrote" |
*
* @param {Orders_Office_WroteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_office_wrote = /** @type {((inputs?: Orders_Office_WroteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Office_WroteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_office_wrote, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_office_wrote(inputs)
	return en_orders_office_wrote(inputs)
});