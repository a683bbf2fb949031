/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Alert_Data_As_OfInputs */

const en_alert_data_as_of = /** @type {(inputs: Alert_Data_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Data as of ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Data as of {when}" |
*
* @param {Alert_Data_As_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_data_as_of = /** @type {((inputs: Alert_Data_As_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Data_As_OfInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_data_as_of", en_alert_data_as_of));
