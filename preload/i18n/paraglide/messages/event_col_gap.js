/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Col_GapInputs */

const en_event_col_gap = /** @type {(inputs: Event_Col_GapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gap`)
};

const es_event_col_gap = /** @type {(inputs: Event_Col_GapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faltan`)
};

/**
* | output |
* | --- |
* | "Gap" |
*
* @param {Event_Col_GapInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_col_gap = /** @type {((inputs?: Event_Col_GapInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Col_GapInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_col_gap, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_col_gap(inputs)
	return en_event_col_gap(inputs)
});