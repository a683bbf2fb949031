/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Choose_Keeping_HintInputs */

const en_connect_choose_keeping_hint = /** @type {(inputs: Connect_Choose_Keeping_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This computer has no secure keychain: pick one of the two options.`)
};

/**
* | output |
* | --- |
* | "This computer has no secure keychain: pick one of the two options." |
*
* @param {Connect_Choose_Keeping_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_choose_keeping_hint = /** @type {((inputs?: Connect_Choose_Keeping_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Choose_Keeping_HintInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_choose_keeping_hint", en_connect_choose_keeping_hint));
