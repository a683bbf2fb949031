/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Alert_Made_ShortInputs */

const en_alert_made_short = /** @type {(inputs: Alert_Made_ShortInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Made short by the office: ${shown} open`);
	return /** @type {LocalizedString} */ (`Made short by the office: ${shown} open`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Made short by the office: {shown} open" |
* | * | "Made short by the office: {shown} open" |
*
* @param {Alert_Made_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_made_short = /** @type {((inputs: Alert_Made_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Made_ShortInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_made_short", en_alert_made_short));
