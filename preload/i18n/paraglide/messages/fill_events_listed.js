/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Fill_Events_ListedInputs */

const en_fill_events_listed = /** @type {(inputs: Fill_Events_ListedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} event listed`);
	return /** @type {LocalizedString} */ (`${shown} events listed`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} event listed" |
* | * | "{shown} events listed" |
*
* @param {Fill_Events_ListedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_events_listed = /** @type {((inputs: Fill_Events_ListedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_Events_ListedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("fill_events_listed", en_fill_events_listed));
