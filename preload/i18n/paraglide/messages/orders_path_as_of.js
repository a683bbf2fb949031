/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Orders_Path_As_OfInputs */

const en_orders_path_as_of = /** @type {(inputs: Orders_Path_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`as of ${i?.at}`)
};

const es_orders_path_as_of = /** @type {(inputs: Orders_Path_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a las ${i?.at}`)
};

/**
* | output |
* | --- |
* | "as of {at}" |
*
* @param {Orders_Path_As_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_path_as_of = /** @type {((inputs: Orders_Path_As_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Path_As_OfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_path_as_of, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_path_as_of(inputs)
	return en_orders_path_as_of(inputs)
});