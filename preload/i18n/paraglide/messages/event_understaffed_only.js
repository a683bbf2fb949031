/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Understaffed_OnlyInputs */

const en_event_understaffed_only = /** @type {(inputs: Event_Understaffed_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Understaffed only`)
};

const es_event_understaffed_only = /** @type {(inputs: Event_Understaffed_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo incompletos`)
};

/**
* | output |
* | --- |
* | "Understaffed only" |
*
* @param {Event_Understaffed_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_understaffed_only = /** @type {((inputs?: Event_Understaffed_OnlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Understaffed_OnlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_understaffed_only, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_understaffed_only(inputs)
	return en_event_understaffed_only(inputs)
});