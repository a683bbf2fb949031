/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_Open_ShiftInputs */

const en_alert_open_shift = /** @type {(inputs: Alert_Open_ShiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open shift`)
};

/**
* | output |
* | --- |
* | "Open shift" |
*
* @param {Alert_Open_ShiftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_open_shift = /** @type {((inputs?: Alert_Open_ShiftInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Open_ShiftInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_open_shift", en_alert_open_shift));
