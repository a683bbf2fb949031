/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Alert_Shift_NameInputs */

const en_alert_shift_name = /** @type {(inputs: Alert_Shift_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shift ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Shift {id}" |
*
* @param {Alert_Shift_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_shift_name = /** @type {((inputs: Alert_Shift_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Shift_NameInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_shift_name", en_alert_shift_name));
