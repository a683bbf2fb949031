/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_ConnectInputs */

const en_office_connect = /** @type {(inputs: Office_ConnectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connect with your key (Settings, Connection).`)
};

/**
* | output |
* | --- |
* | "Connect with your key (Settings, Connection)." |
*
* @param {Office_ConnectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_connect = /** @type {((inputs?: Office_ConnectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_ConnectInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_connect", en_office_connect));
