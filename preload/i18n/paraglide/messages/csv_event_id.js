/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Event_IdInputs */

const en_csv_event_id = /** @type {(inputs: Csv_Event_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event ID`)
};

/**
* | output |
* | --- |
* | "Event ID" |
*
* @param {Csv_Event_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_event_id = /** @type {((inputs?: Csv_Event_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Event_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_event_id", en_csv_event_id));
