/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Office_Entry_IdInputs */

const en_office_entry_id = /** @type {(inputs: Office_Entry_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`· entry ${i?.id}`)
};

/**
* | output |
* | --- |
* | "· entry {id}" |
*
* @param {Office_Entry_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_entry_id = /** @type {((inputs: Office_Entry_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Entry_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_entry_id", en_office_entry_id));
