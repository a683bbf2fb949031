/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Data_Newer_MessageInputs */

const en_data_newer_message = /** @type {(inputs: Data_Newer_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The data on this computer was saved by a newer version of Field Supervisor. Install that version (or a later one) to open it; nothing was changed or erased.`)
};

/**
* | output |
* | --- |
* | "The data on this computer was saved by a newer version of Field Supervisor. Install that version (or a later one) to open it; nothing was changed or erased." |
*
* @param {Data_Newer_MessageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const data_newer_message = /** @type {((inputs?: Data_Newer_MessageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Data_Newer_MessageInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("data_newer_message", en_data_newer_message));
