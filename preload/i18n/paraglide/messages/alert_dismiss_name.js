/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, detail: NonNullable<unknown> }} Alert_Dismiss_NameInputs */

const en_alert_dismiss_name = /** @type {(inputs: Alert_Dismiss_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dismiss: ${i?.title}, ${i?.detail}`)
};

/**
* | output |
* | --- |
* | "Dismiss: {title}, {detail}" |
*
* @param {Alert_Dismiss_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_dismiss_name = /** @type {((inputs: Alert_Dismiss_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Dismiss_NameInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_dismiss_name", en_alert_dismiss_name));
