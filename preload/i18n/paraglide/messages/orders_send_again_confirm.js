/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Send_Again_ConfirmInputs */

const en_orders_send_again_confirm = /** @type {(inputs: Orders_Send_Again_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send again…`)
};

const es_orders_send_again_confirm = /** @type {(inputs: Orders_Send_Again_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reenviar…`)
};

/**
* | output |
* | --- |
* | "Send again…" |
*
* @param {Orders_Send_Again_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_send_again_confirm = /** @type {((inputs?: Orders_Send_Again_ConfirmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Send_Again_ConfirmInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_send_again_confirm, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_send_again_confirm(inputs)
	return en_orders_send_again_confirm(inputs)
});