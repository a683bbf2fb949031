/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_ProductionInputs */

const en_connect_production = /** @type {(inputs: Connect_ProductionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Production`)
};

/**
* | output |
* | --- |
* | "Production" |
*
* @param {Connect_ProductionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_production = /** @type {((inputs?: Connect_ProductionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_ProductionInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_production", en_connect_production));
