/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Export_CsvInputs */

const en_orders_export_csv = /** @type {(inputs: Orders_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export CSV`)
};

/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {Orders_Export_CsvInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_export_csv = /** @type {((inputs?: Orders_Export_CsvInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Export_CsvInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_export_csv", en_orders_export_csv));
