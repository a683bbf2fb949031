/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_AdminsInputs */

const en_event_admins = /** @type {(inputs: Event_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event admins`)
};

const es_event_admins = /** @type {(inputs: Event_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administradores del evento`)
};

/**
* | output |
* | --- |
* | "Event admins" |
*
* @param {Event_AdminsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_admins = /** @type {((inputs?: Event_AdminsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_AdminsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_admins, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_admins(inputs)
	return en_event_admins(inputs)
});