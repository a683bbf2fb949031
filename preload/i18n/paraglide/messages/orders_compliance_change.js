/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Compliance_ChangeInputs */

const en_orders_compliance_change = /** @type {(inputs: Orders_Compliance_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compliance change`)
};

const es_orders_compliance_change = /** @type {(inputs: Orders_Compliance_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambio de cumplimiento`)
};

/**
* | output |
* | --- |
* | "Compliance change" |
*
* @param {Orders_Compliance_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_compliance_change = /** @type {((inputs?: Orders_Compliance_ChangeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Compliance_ChangeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_compliance_change, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_compliance_change(inputs)
	return en_orders_compliance_change(inputs)
});