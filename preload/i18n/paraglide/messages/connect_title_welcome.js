/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Title_WelcomeInputs */

const en_connect_title_welcome = /** @type {(inputs: Connect_Title_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome to Field Supervisor`)
};

/**
* | output |
* | --- |
* | "Welcome to Field Supervisor" |
*
* @param {Connect_Title_WelcomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_title_welcome = /** @type {((inputs?: Connect_Title_WelcomeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Title_WelcomeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_title_welcome", en_connect_title_welcome));
