/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Status_Not_FoundInputs */

const en_status_not_found = /** @type {(inputs: Status_Not_FoundInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} not found on server`);
	return /** @type {LocalizedString} */ (`${shown} not found on server`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} not found on server" |
* | * | "{shown} not found on server" |
*
* @param {Status_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_not_found = /** @type {((inputs: Status_Not_FoundInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Not_FoundInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_not_found", en_status_not_found));
