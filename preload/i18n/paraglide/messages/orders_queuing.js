/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_QueuingInputs */

const en_orders_queuing = /** @type {(inputs: Orders_QueuingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Queuing…`)
};

const es_orders_queuing = /** @type {(inputs: Orders_QueuingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poniendo en cola…`)
};

/**
* | output |
* | --- |
* | "Queuing…" |
*
* @param {Orders_QueuingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_queuing = /** @type {((inputs?: Orders_QueuingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_QueuingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_queuing, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_queuing(inputs)
	return en_orders_queuing(inputs)
});