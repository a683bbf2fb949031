/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Refresh_WhatInputs */

const en_tasks_refresh_what = /** @type {(inputs: Tasks_Refresh_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the tasks`)
};

/**
* | output |
* | --- |
* | "the tasks" |
*
* @param {Tasks_Refresh_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_refresh_what = /** @type {((inputs?: Tasks_Refresh_WhatInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Refresh_WhatInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_refresh_what", en_tasks_refresh_what));
