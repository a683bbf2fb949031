/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Reason_Closed_OrderInputs */

const en_outbox_reason_closed_order = /** @type {(inputs: Outbox_Reason_Closed_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The app closed while this order was being sent, so it may have been placed.`)
};

const es_outbox_reason_closed_order = /** @type {(inputs: Outbox_Reason_Closed_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La aplicación se cerró mientras se enviaba este pedido, así que puede que se haya realizado.`)
};

/**
* | output |
* | --- |
* | "The app closed while this order was being sent, so it may have been placed." |
*
* @param {Outbox_Reason_Closed_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_closed_order = /** @type {((inputs?: Outbox_Reason_Closed_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_Closed_OrderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_outbox_reason_closed_order, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_outbox_reason_closed_order(inputs)
	return en_outbox_reason_closed_order(inputs)
});