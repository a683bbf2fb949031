/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Event_Sheet_TitleInputs */

const en_event_sheet_title = /** @type {(inputs: Event_Sheet_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign-in sheet – ${i?.name}`)
};

const es_event_sheet_title = /** @type {(inputs: Event_Sheet_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hoja de firmas – ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Sign-in sheet – {name}" |
*
* @param {Event_Sheet_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_sheet_title = /** @type {((inputs: Event_Sheet_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Sheet_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_sheet_title(inputs)
	return en_event_sheet_title(inputs)
});