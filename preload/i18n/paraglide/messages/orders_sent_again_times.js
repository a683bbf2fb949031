/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orders_Sent_Again_TimesInputs */

const en_orders_sent_again_times = /** @type {(inputs: Orders_Sent_Again_TimesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sent again ${i?.count}×`)
};

const es_orders_sent_again_times = /** @type {(inputs: Orders_Sent_Again_TimesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enviado otra vez ${i?.count}×`)
};

/**
* | output |
* | --- |
* | "Sent again {count}×" |
*
* @param {Orders_Sent_Again_TimesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_sent_again_times = /** @type {((inputs: Orders_Sent_Again_TimesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Sent_Again_TimesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_sent_again_times, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_sent_again_times(inputs)
	return en_orders_sent_again_times(inputs)
});