/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ step: NonNullable<unknown> }} Orders_Path_ProgressInputs */

const en_orders_path_progress = /** @type {(inputs: Orders_Path_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Progress: ${i?.step}.`)
};

const es_orders_path_progress = /** @type {(inputs: Orders_Path_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Progreso: ${i?.step}.`)
};

/**
* | output |
* | --- |
* | "Progress: {step}." |
*
* @param {Orders_Path_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_path_progress = /** @type {((inputs: Orders_Path_ProgressInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Path_ProgressInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_path_progress, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_path_progress(inputs)
	return en_orders_path_progress(inputs)
});