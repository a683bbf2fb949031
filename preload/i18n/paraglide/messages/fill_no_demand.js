/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fill_No_DemandInputs */

const en_fill_no_demand = /** @type {(inputs: Fill_No_DemandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No demand`)
};

/**
* | output |
* | --- |
* | "No demand" |
*
* @param {Fill_No_DemandInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_no_demand = /** @type {((inputs?: Fill_No_DemandInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_No_DemandInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("fill_no_demand", en_fill_no_demand));
