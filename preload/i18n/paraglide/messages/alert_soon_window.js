/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Alert_Soon_WindowInputs */

const en_alert_soon_window = /** @type {(inputs: Alert_Soon_WindowInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`next hour`);
	return /** @type {LocalizedString} */ (`next ${shown} hours`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "next hour" |
* | * | "next {shown} hours" |
*
* @param {Alert_Soon_WindowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_soon_window = /** @type {((inputs: Alert_Soon_WindowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Soon_WindowInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_soon_window", en_alert_soon_window));
