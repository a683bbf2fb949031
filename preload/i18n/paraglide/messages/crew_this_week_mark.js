/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_This_Week_MarkInputs */

const en_crew_this_week_mark = /** @type {(inputs: Crew_This_Week_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(this week)`)
};

const es_crew_this_week_mark = /** @type {(inputs: Crew_This_Week_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(esta semana)`)
};

/**
* | output |
* | --- |
* | "(this week)" |
*
* @param {Crew_This_Week_MarkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_this_week_mark = /** @type {((inputs?: Crew_This_Week_MarkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_This_Week_MarkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_this_week_mark, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_this_week_mark(inputs)
	return en_crew_this_week_mark(inputs)
});