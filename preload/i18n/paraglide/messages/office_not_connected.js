/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Not_ConnectedInputs */

const en_office_not_connected = /** @type {(inputs: Office_Not_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no connection set up.`)
};

/**
* | output |
* | --- |
* | "There is no connection set up." |
*
* @param {Office_Not_ConnectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_not_connected = /** @type {((inputs?: Office_Not_ConnectedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Not_ConnectedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_not_connected", en_office_not_connected));
