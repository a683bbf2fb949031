/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Fill_Never_FilledInputs */

const en_fill_never_filled = /** @type {(inputs: Fill_Never_FilledInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} place never filled`);
	return /** @type {LocalizedString} */ (`${shown} places never filled`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} place never filled" |
* | * | "{shown} places never filled" |
*
* @param {Fill_Never_FilledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_never_filled = /** @type {((inputs: Fill_Never_FilledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_Never_FilledInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("fill_never_filled", en_fill_never_filled));
