/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Alert_Soon_Short_SinceInputs */

const en_alert_soon_short_since = /** @type {(inputs: Alert_Soon_Short_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Short since ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Short since {time}" |
*
* @param {Alert_Soon_Short_SinceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_soon_short_since = /** @type {((inputs: Alert_Soon_Short_SinceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Soon_Short_SinceInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_soon_short_since", en_alert_soon_short_since));
