/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Entries_LabelInputs */

const en_office_entries_label = /** @type {(inputs: Office_Entries_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit log entries`)
};

/**
* | output |
* | --- |
* | "Audit log entries" |
*
* @param {Office_Entries_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_entries_label = /** @type {((inputs?: Office_Entries_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Entries_LabelInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_entries_label", en_office_entries_label));
