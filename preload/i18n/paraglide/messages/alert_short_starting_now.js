/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_Short_Starting_NowInputs */

const en_alert_short_starting_now = /** @type {(inputs: Alert_Short_Starting_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short shift starting now`)
};

/**
* | output |
* | --- |
* | "Short shift starting now" |
*
* @param {Alert_Short_Starting_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_short_starting_now = /** @type {((inputs?: Alert_Short_Starting_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Short_Starting_NowInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_short_starting_now", en_alert_short_starting_now));
