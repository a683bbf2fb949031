/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tasks_CountInputs */

const en_tasks_count = /** @type {(inputs: Tasks_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} task`);
	return /** @type {LocalizedString} */ (`${shown} tasks`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} task" |
* | * | "{shown} tasks" |
*
* @param {Tasks_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_count = /** @type {((inputs: Tasks_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_CountInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_count", en_tasks_count));
