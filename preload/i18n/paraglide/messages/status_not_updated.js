/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, time: NonNullable<unknown> }} Status_Not_UpdatedInputs */

const en_status_not_updated = /** @type {(inputs: Status_Not_UpdatedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} not updated · ${i?.time}`);
	return /** @type {LocalizedString} */ (`${shown} not updated · ${i?.time}`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} not updated · {time}" |
* | * | "{shown} not updated · {time}" |
*
* @param {Status_Not_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_not_updated = /** @type {((inputs: Status_Not_UpdatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Not_UpdatedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_not_updated", en_status_not_updated));
