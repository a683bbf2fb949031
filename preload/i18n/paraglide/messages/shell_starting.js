/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_StartingInputs */

const en_shell_starting = /** @type {(inputs: Shell_StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting…`)
};

/**
* | output |
* | --- |
* | "Starting…" |
*
* @param {Shell_StartingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_starting = /** @type {((inputs?: Shell_StartingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_StartingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("shell_starting", en_shell_starting));
