/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tasks_Overdue_CountInputs */

const en_tasks_overdue_count = /** @type {(inputs: Tasks_Overdue_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} overdue`);
	return /** @type {LocalizedString} */ (`${shown} overdue`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} overdue" |
* | * | "{shown} overdue" |
*
* @param {Tasks_Overdue_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_overdue_count = /** @type {((inputs: Tasks_Overdue_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Overdue_CountInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_overdue_count", en_tasks_overdue_count));
