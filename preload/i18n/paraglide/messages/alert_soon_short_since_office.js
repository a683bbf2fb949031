/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Alert_Soon_Short_Since_OfficeInputs */

const en_alert_soon_short_since_office = /** @type {(inputs: Alert_Soon_Short_Since_OfficeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Short since ${i?.time} (office change)`)
};

/**
* | output |
* | --- |
* | "Short since {time} (office change)" |
*
* @param {Alert_Soon_Short_Since_OfficeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_soon_short_since_office = /** @type {((inputs: Alert_Soon_Short_Since_OfficeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Soon_Short_Since_OfficeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_soon_short_since_office", en_alert_soon_short_since_office));
