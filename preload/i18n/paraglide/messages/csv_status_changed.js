/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Status_ChangedInputs */

const en_csv_status_changed = /** @type {(inputs: Csv_Status_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status changed (server time)`)
};

/**
* | output |
* | --- |
* | "Status changed (server time)" |
*
* @param {Csv_Status_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_status_changed = /** @type {((inputs?: Csv_Status_ChangedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Status_ChangedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_status_changed", en_csv_status_changed));
