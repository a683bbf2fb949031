/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Changes_RemovedInputs */

const en_changes_removed = /** @type {(inputs: Changes_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removed`)
};

/**
* | output |
* | --- |
* | "Removed" |
*
* @param {Changes_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_removed = /** @type {((inputs?: Changes_RemovedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_RemovedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("changes_removed", en_changes_removed));
