/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Csv_FileInputs */

const en_event_csv_file = /** @type {(inputs: Event_Csv_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`shifts`)
};

/**
* | output |
* | --- |
* | "shifts" |
*
* @param {Event_Csv_FileInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_csv_file = /** @type {((inputs?: Event_Csv_FileInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Csv_FileInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_csv_file", en_event_csv_file));
