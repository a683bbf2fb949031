/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ step: NonNullable<unknown>, other: NonNullable<unknown> }} Orders_Path_Progress_OtherInputs */

const en_orders_path_progress_other = /** @type {(inputs: Orders_Path_Progress_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Progress: ${i?.step} (${i?.other}).`)
};

const es_orders_path_progress_other = /** @type {(inputs: Orders_Path_Progress_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Progreso: ${i?.step} (${i?.other}).`)
};

/**
* | output |
* | --- |
* | "Progress: {step} ({other})." |
*
* @param {Orders_Path_Progress_OtherInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_path_progress_other = /** @type {((inputs: Orders_Path_Progress_OtherInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Path_Progress_OtherInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_path_progress_other, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_path_progress_other(inputs)
	return en_orders_path_progress_other(inputs)
});