/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_CurrencyInputs */

const en_csv_currency = /** @type {(inputs: Csv_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency`)
};

/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Csv_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_currency = /** @type {((inputs?: Csv_CurrencyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_CurrencyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_currency", en_csv_currency));
