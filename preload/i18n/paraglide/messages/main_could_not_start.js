/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Could_Not_StartInputs */

const en_main_could_not_start = /** @type {(inputs: Main_Could_Not_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Field Supervisor could not start`)
};

/**
* | output |
* | --- |
* | "Field Supervisor could not start" |
*
* @param {Main_Could_Not_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_could_not_start = /** @type {((inputs?: Main_Could_Not_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Could_Not_StartInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_could_not_start", en_main_could_not_start));
