/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Admins_NoneInputs */

const en_event_admins_none = /** @type {(inputs: Event_Admins_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No admins stored for this event.`)
};

const es_event_admins_none = /** @type {(inputs: Event_Admins_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay administradores guardados de este evento.`)
};

/**
* | output |
* | --- |
* | "No admins stored for this event." |
*
* @param {Event_Admins_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_admins_none = /** @type {((inputs?: Event_Admins_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Admins_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_admins_none, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_admins_none(inputs)
	return en_event_admins_none(inputs)
});