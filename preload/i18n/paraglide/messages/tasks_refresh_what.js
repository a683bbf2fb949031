/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Refresh_WhatInputs */

const en_tasks_refresh_what = /** @type {(inputs: Tasks_Refresh_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the tasks`)
};

const es_tasks_refresh_what = /** @type {(inputs: Tasks_Refresh_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`las tareas`)
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
export const tasks_refresh_what = /** @type {((inputs?: Tasks_Refresh_WhatInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Refresh_WhatInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_refresh_what, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_refresh_what(inputs)
	return en_tasks_refresh_what(inputs)
});