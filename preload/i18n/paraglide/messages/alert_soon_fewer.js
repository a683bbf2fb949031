/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_Soon_FewerInputs */

const en_alert_soon_fewer = /** @type {(inputs: Alert_Soon_FewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show fewer`)
};

/**
* | output |
* | --- |
* | "Show fewer" |
*
* @param {Alert_Soon_FewerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_soon_fewer = /** @type {((inputs?: Alert_Soon_FewerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Soon_FewerInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_soon_fewer", en_alert_soon_fewer));
