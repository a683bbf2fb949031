/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Detail_DueInputs */

const en_tasks_detail_due = /** @type {(inputs: Tasks_Detail_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due`)
};

/**
* | output |
* | --- |
* | "Due" |
*
* @param {Tasks_Detail_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_detail_due = /** @type {((inputs?: Tasks_Detail_DueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Detail_DueInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_detail_due", en_tasks_detail_due));
