/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_No_EntriesInputs */

const en_office_no_entries = /** @type {(inputs: Office_No_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No entries match these filters.`)
};

/**
* | output |
* | --- |
* | "No entries match these filters." |
*
* @param {Office_No_EntriesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_no_entries = /** @type {((inputs?: Office_No_EntriesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_No_EntriesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_no_entries", en_office_no_entries));
