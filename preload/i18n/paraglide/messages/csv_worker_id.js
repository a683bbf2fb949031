/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Worker_IdInputs */

const en_csv_worker_id = /** @type {(inputs: Csv_Worker_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Worker ID`)
};

/**
* | output |
* | --- |
* | "Worker ID" |
*
* @param {Csv_Worker_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_worker_id = /** @type {((inputs?: Csv_Worker_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Worker_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_worker_id", en_csv_worker_id));
