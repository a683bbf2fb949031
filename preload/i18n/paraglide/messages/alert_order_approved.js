/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_Order_ApprovedInputs */

const en_alert_order_approved = /** @type {(inputs: Alert_Order_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order approved`)
};

const es_alert_order_approved = /** @type {(inputs: Alert_Order_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedido aprobado`)
};

/**
* | output |
* | --- |
* | "Order approved" |
*
* @param {Alert_Order_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_order_approved = /** @type {((inputs?: Alert_Order_ApprovedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Order_ApprovedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_order_approved, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_order_approved(inputs)
	return en_alert_order_approved(inputs)
});