/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_IdsInputs */

const en_tasks_ids = /** @type {(inputs: Tasks_IdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server's ids`)
};

/**
* | output |
* | --- |
* | "The server's ids" |
*
* @param {Tasks_IdsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_ids = /** @type {((inputs?: Tasks_IdsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_IdsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_ids", en_tasks_ids));
