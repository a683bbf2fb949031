/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown>, sent: NonNullable<unknown> }} Tasks_Partial_ShortInputs */

const en_tasks_partial_short = /** @type {(inputs: Tasks_Partial_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server counts ${i?.total} tasks but sent ${i?.sent}: this list may be incomplete.`)
};

/**
* | output |
* | --- |
* | "The server counts {total} tasks but sent {sent}: this list may be incomplete." |
*
* @param {Tasks_Partial_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_partial_short = /** @type {((inputs: Tasks_Partial_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Partial_ShortInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_partial_short", en_tasks_partial_short));
