/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Details_NameInputs */

const en_event_details_name = /** @type {(inputs: Event_Details_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes, admins and client`)
};

const es_event_details_name = /** @type {(inputs: Event_Details_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambios, administradores y cliente`)
};

/**
* | output |
* | --- |
* | "Changes, admins and client" |
*
* @param {Event_Details_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_details_name = /** @type {((inputs?: Event_Details_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Details_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_details_name, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_details_name(inputs)
	return en_event_details_name(inputs)
});