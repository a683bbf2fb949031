/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_No_ReasonInputs */

const en_orders_no_reason = /** @type {(inputs: Orders_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reason given.`)
};

const es_orders_no_reason = /** @type {(inputs: Orders_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se dio ningún motivo.`)
};

/**
* | output |
* | --- |
* | "No reason given." |
*
* @param {Orders_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_no_reason = /** @type {((inputs?: Orders_No_ReasonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_No_ReasonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_no_reason, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_no_reason(inputs)
	return en_orders_no_reason(inputs)
});