/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Alert_More_NameInputs */

const en_alert_more_name = /** @type {(inputs: Alert_More_NameInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} more alert`);
	return /** @type {LocalizedString} */ (`${shown} more alerts`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} more alert" |
* | * | "{shown} more alerts" |
*
* @param {Alert_More_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_more_name = /** @type {((inputs: Alert_More_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_More_NameInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_more_name", en_alert_more_name));
