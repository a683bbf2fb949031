/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Tasks_As_OfInputs */

const en_tasks_as_of = /** @type {(inputs: Tasks_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As of ${i?.when}`)
};

/**
* | output |
* | --- |
* | "As of {when}" |
*
* @param {Tasks_As_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_as_of = /** @type {((inputs: Tasks_As_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_As_OfInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_as_of", en_tasks_as_of));
