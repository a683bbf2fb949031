/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Demo_HintInputs */

const en_connect_demo_hint = /** @type {(inputs: Connect_Demo_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try every screen with a built-in practice server and made-up events. Nothing reaches a real server.`)
};

/**
* | output |
* | --- |
* | "Try every screen with a built-in practice server and made-up events. Nothing reaches a real server." |
*
* @param {Connect_Demo_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_demo_hint = /** @type {((inputs?: Connect_Demo_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Demo_HintInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_demo_hint", en_connect_demo_hint));
