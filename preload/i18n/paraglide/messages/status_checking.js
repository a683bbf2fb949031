/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_CheckingInputs */

const en_status_checking = /** @type {(inputs: Status_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking connection`)
};

/**
* | output |
* | --- |
* | "Checking connection" |
*
* @param {Status_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_checking = /** @type {((inputs?: Status_CheckingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_CheckingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_checking", en_status_checking));
