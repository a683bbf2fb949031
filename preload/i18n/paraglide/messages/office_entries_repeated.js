/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Office_Entries_RepeatedInputs */

const en_office_entries_repeated = /** @type {(inputs: Office_Entries_RepeatedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} entry; the server repeated a page, so loading stopped here`);
	return /** @type {LocalizedString} */ (`${shown} entries; the server repeated a page, so loading stopped here`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} entry; the server repeated a page, so loading stopped here" |
* | * | "{shown} entries; the server repeated a page, so loading stopped here" |
*
* @param {Office_Entries_RepeatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_entries_repeated = /** @type {((inputs: Office_Entries_RepeatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Entries_RepeatedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_entries_repeated", en_office_entries_repeated));
