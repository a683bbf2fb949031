/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Changes_OpenInputs */

const en_changes_open = /** @type {(inputs: Changes_OpenInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} open`);
	return /** @type {LocalizedString} */ (`${shown} open`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} open" |
* | * | "{shown} open" |
*
* @param {Changes_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_open = /** @type {((inputs: Changes_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_OpenInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("changes_open", en_changes_open));
