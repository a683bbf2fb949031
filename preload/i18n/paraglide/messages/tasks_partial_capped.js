/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kept: NonNullable<unknown>, total: NonNullable<unknown> }} Tasks_Partial_CappedInputs */

const en_tasks_partial_capped = /** @type {(inputs: Tasks_Partial_CappedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only the first ${i?.kept} of ${i?.total} tasks are kept on this computer: the rest are not listed here, and search and filters cover only these.`)
};

/**
* | output |
* | --- |
* | "Only the first {kept} of {total} tasks are kept on this computer: the rest are not listed here, and search and filters cover only these." |
*
* @param {Tasks_Partial_CappedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_partial_capped = /** @type {((inputs: Tasks_Partial_CappedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Partial_CappedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_partial_capped", en_tasks_partial_capped));
