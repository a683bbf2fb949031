/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Key_Missing_HintInputs */

const en_connect_key_missing_hint = /** @type {(inputs: Connect_Key_Missing_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paste the API key you were given for this environment.`)
};

/**
* | output |
* | --- |
* | "Paste the API key you were given for this environment." |
*
* @param {Connect_Key_Missing_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_key_missing_hint = /** @type {((inputs?: Connect_Key_Missing_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Key_Missing_HintInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_key_missing_hint", en_connect_key_missing_hint));
