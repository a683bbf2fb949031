/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Detail_RelatedInputs */

const en_tasks_detail_related = /** @type {(inputs: Tasks_Detail_RelatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Related to`)
};

/**
* | output |
* | --- |
* | "Related to" |
*
* @param {Tasks_Detail_RelatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_detail_related = /** @type {((inputs?: Tasks_Detail_RelatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Detail_RelatedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_detail_related", en_tasks_detail_related));
