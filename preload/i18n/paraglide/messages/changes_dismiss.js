/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Changes_DismissInputs */

const en_changes_dismiss = /** @type {(inputs: Changes_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Changes_DismissInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_dismiss = /** @type {((inputs?: Changes_DismissInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_DismissInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("changes_dismiss", en_changes_dismiss));
