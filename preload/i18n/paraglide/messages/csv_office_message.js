/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Office_MessageInputs */

const en_csv_office_message = /** @type {(inputs: Csv_Office_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office message`)
};

/**
* | output |
* | --- |
* | "Office message" |
*
* @param {Csv_Office_MessageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_office_message = /** @type {((inputs?: Csv_Office_MessageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Office_MessageInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_office_message", en_csv_office_message));
