/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Col_FilledInputs */

const en_event_col_filled = /** @type {(inputs: Event_Col_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filled`)
};

const es_event_col_filled = /** @type {(inputs: Event_Col_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cubiertas`)
};

/**
* | output |
* | --- |
* | "Filled" |
*
* @param {Event_Col_FilledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_col_filled = /** @type {((inputs?: Event_Col_FilledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Col_FilledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_col_filled, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_col_filled(inputs)
	return en_event_col_filled(inputs)
});