/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Alert_Soon_NoneInputs */

const en_alert_soon_none = /** @type {(inputs: Alert_Soon_NoneInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`No shift starting in the next hour is short.`);
	return /** @type {LocalizedString} */ (`No shift starting in the next ${shown} hours is short.`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "No shift starting in the next hour is short." |
* | * | "No shift starting in the next {shown} hours is short." |
*
* @param {Alert_Soon_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_soon_none = /** @type {((inputs: Alert_Soon_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Soon_NoneInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_soon_none", en_alert_soon_none));
