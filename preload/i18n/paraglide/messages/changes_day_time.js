/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown>, time: NonNullable<unknown> }} Changes_Day_TimeInputs */

const en_changes_day_time = /** @type {(inputs: Changes_Day_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, ${i?.time}`)
};

const es_changes_day_time = /** @type {(inputs: Changes_Day_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, ${i?.time}`)
};

/**
* | output |
* | --- |
* | "{day}, {time}" |
*
* @param {Changes_Day_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_day_time = /** @type {((inputs: Changes_Day_TimeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Day_TimeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_changes_day_time, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_changes_day_time(inputs)
	return en_changes_day_time(inputs)
});