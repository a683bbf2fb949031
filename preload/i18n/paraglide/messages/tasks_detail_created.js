/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Detail_CreatedInputs */

const en_tasks_detail_created = /** @type {(inputs: Tasks_Detail_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created`)
};

/**
* | output |
* | --- |
* | "Created" |
*
* @param {Tasks_Detail_CreatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_detail_created = /** @type {((inputs?: Tasks_Detail_CreatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Detail_CreatedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_detail_created", en_tasks_detail_created));
