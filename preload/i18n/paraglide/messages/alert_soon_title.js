/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_Soon_TitleInputs */

const en_alert_soon_title = /** @type {(inputs: Alert_Soon_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short now and starting soon`)
};

/**
* | output |
* | --- |
* | "Short now and starting soon" |
*
* @param {Alert_Soon_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_soon_title = /** @type {((inputs?: Alert_Soon_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Soon_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_soon_title", en_alert_soon_title));
