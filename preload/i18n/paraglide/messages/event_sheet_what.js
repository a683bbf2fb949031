/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Sheet_WhatInputs */

const en_event_sheet_what = /** @type {(inputs: Event_Sheet_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sign-in sheet`)
};

const es_event_sheet_what = /** @type {(inputs: Event_Sheet_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hoja de firmas`)
};

/**
* | output |
* | --- |
* | "sign-in sheet" |
*
* @param {Event_Sheet_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_sheet_what = /** @type {((inputs?: Event_Sheet_WhatInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Sheet_WhatInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_sheet_what(inputs)
	return en_event_sheet_what(inputs)
});