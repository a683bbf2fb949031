/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Alert_Soon_MoreInputs */

const en_alert_soon_more = /** @type {(inputs: Alert_Soon_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} more`)
};

/**
* | output |
* | --- |
* | "{count} more" |
*
* @param {Alert_Soon_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_soon_more = /** @type {((inputs: Alert_Soon_MoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Soon_MoreInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_soon_more", en_alert_soon_more));
