/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Title_AgainInputs */

const en_connect_title_again = /** @type {(inputs: Connect_Title_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connect with another key`)
};

/**
* | output |
* | --- |
* | "Connect with another key" |
*
* @param {Connect_Title_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_title_again = /** @type {((inputs?: Connect_Title_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Title_AgainInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_title_again", en_connect_title_again));
