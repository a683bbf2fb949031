/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Fetching_WorkersInputs */

const en_follow_fetching_workers = /** @type {(inputs: Follow_Fetching_WorkersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fetching the worker list…`)
};

/**
* | output |
* | --- |
* | "Fetching the worker list…" |
*
* @param {Follow_Fetching_WorkersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_fetching_workers = /** @type {((inputs?: Follow_Fetching_WorkersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Fetching_WorkersInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_fetching_workers", en_follow_fetching_workers));
