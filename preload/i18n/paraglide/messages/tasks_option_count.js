/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, count: NonNullable<unknown> }} Tasks_Option_CountInputs */

const en_tasks_option_count = /** @type {(inputs: Tasks_Option_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (${i?.count})`)
};

/**
* | output |
* | --- |
* | "{label} ({count})" |
*
* @param {Tasks_Option_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_option_count = /** @type {((inputs: Tasks_Option_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Option_CountInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_option_count", en_tasks_option_count));
