/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ duration: NonNullable<unknown> }} Alert_Short_StartedInputs */

const en_alert_short_started = /** @type {(inputs: Alert_Short_StartedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Short shift started ${i?.duration} ago`)
};

/**
* | output |
* | --- |
* | "Short shift started {duration} ago" |
*
* @param {Alert_Short_StartedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_short_started = /** @type {((inputs: Alert_Short_StartedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Short_StartedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_short_started", en_alert_short_started));
