/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Office_Entries_MoreInputs */

const en_office_entries_more = /** @type {(inputs: Office_Entries_MoreInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} entry, more on the server`);
	return /** @type {LocalizedString} */ (`${shown} entries, more on the server`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} entry, more on the server" |
* | * | "{shown} entries, more on the server" |
*
* @param {Office_Entries_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_entries_more = /** @type {((inputs: Office_Entries_MoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Entries_MoreInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_entries_more", en_office_entries_more));
