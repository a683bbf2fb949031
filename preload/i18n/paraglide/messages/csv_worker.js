/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_WorkerInputs */

const en_csv_worker = /** @type {(inputs: Csv_WorkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Worker`)
};

/**
* | output |
* | --- |
* | "Worker" |
*
* @param {Csv_WorkerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_worker = /** @type {((inputs?: Csv_WorkerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_WorkerInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_worker", en_csv_worker));
