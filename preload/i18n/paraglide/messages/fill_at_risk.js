/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fill_At_RiskInputs */

const en_fill_at_risk = /** @type {(inputs: Fill_At_RiskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At risk`)
};

/**
* | output |
* | --- |
* | "At risk" |
*
* @param {Fill_At_RiskInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_at_risk = /** @type {((inputs?: Fill_At_RiskInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_At_RiskInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("fill_at_risk", en_fill_at_risk));
