/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tasks_Reminder_DaysInputs */

const en_tasks_reminder_days = /** @type {(inputs: Tasks_Reminder_DaysInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} day before the due date`);
	return /** @type {LocalizedString} */ (`${shown} days before the due date`)
	
};

const es_tasks_reminder_days = /** @type {(inputs: Tasks_Reminder_DaysInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} día antes de la fecha límite`);
	return /** @type {LocalizedString} */ (`${shown} días antes de la fecha límite`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} day before the due date" |
* | * | "{shown} days before the due date" |
*
* @param {Tasks_Reminder_DaysInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_reminder_days = /** @type {((inputs: Tasks_Reminder_DaysInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Reminder_DaysInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_reminder_days, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_reminder_days(inputs)
	return en_tasks_reminder_days(inputs)
});