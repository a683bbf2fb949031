/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Reason_LaterInputs */

const en_outbox_reason_later = /** @type {(inputs: Outbox_Reason_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server asked to send it later.`)
};

const es_outbox_reason_later = /** @type {(inputs: Outbox_Reason_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor pidió que se envíe más tarde.`)
};

/**
* | output |
* | --- |
* | "The server asked to send it later." |
*
* @param {Outbox_Reason_LaterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_later = /** @type {((inputs?: Outbox_Reason_LaterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_LaterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_outbox_reason_later, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_outbox_reason_later(inputs)
	return en_outbox_reason_later(inputs)
});