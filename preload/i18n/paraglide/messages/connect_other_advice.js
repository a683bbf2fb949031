/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Other_AdviceInputs */

const en_connect_other_advice = /** @type {(inputs: Connect_Other_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again. If it keeps failing, note the code below for support.`)
};

/**
* | output |
* | --- |
* | "Try again. If it keeps failing, note the code below for support." |
*
* @param {Connect_Other_AdviceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_other_advice = /** @type {((inputs?: Connect_Other_AdviceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Other_AdviceInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_other_advice", en_connect_other_advice));
