/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Demo_StartingInputs */

const en_connect_demo_starting = /** @type {(inputs: Connect_Demo_StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting the demo…`)
};

/**
* | output |
* | --- |
* | "Starting the demo…" |
*
* @param {Connect_Demo_StartingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_demo_starting = /** @type {((inputs?: Connect_Demo_StartingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Demo_StartingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_demo_starting", en_connect_demo_starting));
