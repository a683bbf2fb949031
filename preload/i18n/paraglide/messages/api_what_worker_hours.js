/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ uuid: NonNullable<unknown> }} Api_What_Worker_HoursInputs */

const en_api_what_worker_hours = /** @type {(inputs: Api_What_Worker_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the time tracking of worker ${i?.uuid}`)
};

/**
* | output |
* | --- |
* | "the time tracking of worker {uuid}" |
*
* @param {Api_What_Worker_HoursInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_worker_hours = /** @type {((inputs: Api_What_Worker_HoursInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_Worker_HoursInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_what_worker_hours", en_api_what_worker_hours));
