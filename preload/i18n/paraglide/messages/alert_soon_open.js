/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Alert_Soon_OpenInputs */

const en_alert_soon_open = /** @type {(inputs: Alert_Soon_OpenInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`open`);
	return /** @type {LocalizedString} */ (`open`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "open" |
* | * | "open" |
*
* @param {Alert_Soon_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_soon_open = /** @type {((inputs: Alert_Soon_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Soon_OpenInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_soon_open", en_alert_soon_open));
