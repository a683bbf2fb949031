/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_Order_CompletedInputs */

const en_alert_order_completed = /** @type {(inputs: Alert_Order_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order completed`)
};

const es_alert_order_completed = /** @type {(inputs: Alert_Order_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedido completado`)
};

/**
* | output |
* | --- |
* | "Order completed" |
*
* @param {Alert_Order_CompletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_order_completed = /** @type {((inputs?: Alert_Order_CompletedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Order_CompletedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_order_completed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_order_completed(inputs)
	return en_alert_order_completed(inputs)
});