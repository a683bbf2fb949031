/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Unsure_DecisionInputs */

const en_orders_unsure_decision = /** @type {(inputs: Orders_Unsure_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the office dashboard, then mark it placed or send it again.`)
};

const es_orders_unsure_decision = /** @type {(inputs: Orders_Unsure_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revise el panel de la oficina y luego delo por realizado o reenvíelo.`)
};

/**
* | output |
* | --- |
* | "Check the office dashboard, then mark it placed or send it again." |
*
* @param {Orders_Unsure_DecisionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_unsure_decision = /** @type {((inputs?: Orders_Unsure_DecisionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Unsure_DecisionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_unsure_decision, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_unsure_decision(inputs)
	return en_orders_unsure_decision(inputs)
});