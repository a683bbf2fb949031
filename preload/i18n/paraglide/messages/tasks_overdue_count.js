/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tasks_Overdue_CountInputs */

const en_tasks_overdue_count = /** @type {(inputs: Tasks_Overdue_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} overdue`);
	return /** @type {LocalizedString} */ (`${shown} overdue`)
	
};

const es_tasks_overdue_count = /** @type {(inputs: Tasks_Overdue_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} vencida`);
	return /** @type {LocalizedString} */ (`${shown} vencidas`)
	
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
export const tasks_overdue_count = /** @type {((inputs: Tasks_Overdue_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Overdue_CountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_overdue_count, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_overdue_count(inputs)
	return en_tasks_overdue_count(inputs)
});