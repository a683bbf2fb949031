/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_Open_OrderInputs */

const en_alert_open_order = /** @type {(inputs: Alert_Open_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open order`)
};

const es_alert_open_order = /** @type {(inputs: Alert_Open_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir pedido`)
};

/**
* | output |
* | --- |
* | "Open order" |
*
* @param {Alert_Open_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_open_order = /** @type {((inputs?: Alert_Open_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Open_OrderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_open_order, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_open_order(inputs)
	return en_alert_open_order(inputs)
});