/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Title_RosterInputs */

const en_print_title_roster = /** @type {(inputs: Print_Title_RosterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day roster`)
};

/**
* | output |
* | --- |
* | "Day roster" |
*
* @param {Print_Title_RosterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_title_roster = /** @type {((inputs?: Print_Title_RosterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Title_RosterInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_title_roster", en_print_title_roster));
