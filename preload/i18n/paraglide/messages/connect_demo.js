/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_DemoInputs */

const en_connect_demo = /** @type {(inputs: Connect_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore with demo data`)
};

/**
* | output |
* | --- |
* | "Explore with demo data" |
*
* @param {Connect_DemoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_demo = /** @type {((inputs?: Connect_DemoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_DemoInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_demo", en_connect_demo));
