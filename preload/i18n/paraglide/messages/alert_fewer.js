/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_FewerInputs */

const en_alert_fewer = /** @type {(inputs: Alert_FewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fewer`)
};

/**
* | output |
* | --- |
* | "Fewer" |
*
* @param {Alert_FewerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_fewer = /** @type {((inputs?: Alert_FewerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_FewerInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_fewer", en_alert_fewer));
