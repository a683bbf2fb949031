/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Key_AgainInputs */

const en_office_key_again = /** @type {(inputs: Office_Key_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the key again (Settings, Connection).`)
};

/**
* | output |
* | --- |
* | "Enter the key again (Settings, Connection)." |
*
* @param {Office_Key_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_key_again = /** @type {((inputs?: Office_Key_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Key_AgainInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_key_again", en_office_key_again));
