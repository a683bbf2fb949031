/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_The_OrderInputs */

const en_notice_the_order = /** @type {(inputs: Notice_The_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order`)
};

const es_notice_the_order = /** @type {(inputs: Notice_The_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El pedido`)
};

/**
* | output |
* | --- |
* | "The order" |
*
* @param {Notice_The_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const notice_the_order = /** @type {((inputs?: Notice_The_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_The_OrderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_notice_the_order, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_the_order(inputs)
	return en_notice_the_order(inputs)
});