/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Changes_Now_ShortInputs */

const en_changes_now_short = /** @type {(inputs: Changes_Now_ShortInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Now short, ${shown} open`);
	return /** @type {LocalizedString} */ (`Now short, ${shown} open`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Now short, {shown} open" |
* | * | "Now short, {shown} open" |
*
* @param {Changes_Now_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_now_short = /** @type {((inputs: Changes_Now_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Now_ShortInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("changes_now_short", en_changes_now_short));
