/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Status_Not_Updated_ShortInputs */

const en_status_not_updated_short = /** @type {(inputs: Status_Not_Updated_ShortInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} not updated`);
	return /** @type {LocalizedString} */ (`${shown} not updated`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} not updated" |
* | * | "{shown} not updated" |
*
* @param {Status_Not_Updated_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_not_updated_short = /** @type {((inputs: Status_Not_Updated_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Not_Updated_ShortInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_not_updated_short", en_status_not_updated_short));
