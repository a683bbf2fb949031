/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_Fewer_NameInputs */

const en_alert_fewer_name = /** @type {(inputs: Alert_Fewer_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show fewer alerts`)
};

/**
* | output |
* | --- |
* | "Show fewer alerts" |
*
* @param {Alert_Fewer_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_fewer_name = /** @type {((inputs?: Alert_Fewer_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Fewer_NameInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_fewer_name", en_alert_fewer_name));
