/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Change_AgainInputs */

const en_orders_change_again = /** @type {(inputs: Orders_Change_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change it again`)
};

const es_orders_change_again = /** @type {(inputs: Orders_Change_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiarlo otra vez`)
};

/**
* | output |
* | --- |
* | "Change it again" |
*
* @param {Orders_Change_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_change_again = /** @type {((inputs?: Orders_Change_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Change_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_change_again, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_change_again(inputs)
	return en_orders_change_again(inputs)
});