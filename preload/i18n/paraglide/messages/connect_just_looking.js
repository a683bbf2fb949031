/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Just_LookingInputs */

const en_connect_just_looking = /** @type {(inputs: Connect_Just_LookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Just looking?`)
};

/**
* | output |
* | --- |
* | "Just looking?" |
*
* @param {Connect_Just_LookingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_just_looking = /** @type {((inputs?: Connect_Just_LookingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Just_LookingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_just_looking", en_connect_just_looking));
