/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Changes_Shift_CountInputs */

const en_changes_shift_count = /** @type {(inputs: Changes_Shift_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} shift`);
	return /** @type {LocalizedString} */ (`${shown} shifts`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} shift" |
* | * | "{shown} shifts" |
*
* @param {Changes_Shift_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_shift_count = /** @type {((inputs: Changes_Shift_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Shift_CountInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("changes_shift_count", en_changes_shift_count));
