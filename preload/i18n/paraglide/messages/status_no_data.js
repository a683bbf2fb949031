/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_No_DataInputs */

const en_status_no_data = /** @type {(inputs: Status_No_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No data stored yet`)
};

/**
* | output |
* | --- |
* | "No data stored yet" |
*
* @param {Status_No_DataInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_no_data = /** @type {((inputs?: Status_No_DataInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_No_DataInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_no_data", en_status_no_data));
