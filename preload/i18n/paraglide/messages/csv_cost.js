/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_CostInputs */

const en_csv_cost = /** @type {(inputs: Csv_CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cost`)
};

/**
* | output |
* | --- |
* | "Cost" |
*
* @param {Csv_CostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_cost = /** @type {((inputs?: Csv_CostInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_CostInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_cost", en_csv_cost));
