/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Resend_FailedInputs */

const en_orders_resend_failed = /** @type {(inputs: Orders_Resend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not queued again`)
};

const es_orders_resend_failed = /** @type {(inputs: Orders_Resend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se volvió a poner en cola`)
};

/**
* | output |
* | --- |
* | "Not queued again" |
*
* @param {Orders_Resend_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_resend_failed = /** @type {((inputs?: Orders_Resend_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Resend_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_resend_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_resend_failed(inputs)
	return en_orders_resend_failed(inputs)
});