/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Office_Entries_AllInputs */

const en_office_entries_all = /** @type {(inputs: Office_Entries_AllInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} entry, all that match`);
	return /** @type {LocalizedString} */ (`${shown} entries, all that match`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} entry, all that match" |
* | * | "{shown} entries, all that match" |
*
* @param {Office_Entries_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_entries_all = /** @type {((inputs: Office_Entries_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Entries_AllInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_entries_all", en_office_entries_all));
