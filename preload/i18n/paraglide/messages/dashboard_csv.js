/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_CsvInputs */

const en_dashboard_csv = /** @type {(inputs: Dashboard_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV`)
};

/**
* | output |
* | --- |
* | "CSV" |
*
* @param {Dashboard_CsvInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_csv = /** @type {((inputs?: Dashboard_CsvInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_CsvInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_csv", en_dashboard_csv));
