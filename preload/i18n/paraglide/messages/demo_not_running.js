/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Demo_Not_RunningInputs */

const en_demo_not_running = /** @type {(inputs: Demo_Not_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The demo server is not running.`)
};

/**
* | output |
* | --- |
* | "The demo server is not running." |
*
* @param {Demo_Not_RunningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const demo_not_running = /** @type {((inputs?: Demo_Not_RunningInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Demo_Not_RunningInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("demo_not_running", en_demo_not_running));
