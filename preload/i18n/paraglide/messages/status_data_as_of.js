/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ asOf: NonNullable<unknown> }} Status_Data_As_OfInputs */

const en_status_data_as_of = /** @type {(inputs: Status_Data_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Data ${i?.asOf}`)
};

/**
* | output |
* | --- |
* | "Data {asOf}" |
*
* @param {Status_Data_As_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_data_as_of = /** @type {((inputs: Status_Data_As_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Data_As_OfInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_data_as_of", en_status_data_as_of));
