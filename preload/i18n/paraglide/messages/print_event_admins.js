/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Event_AdminsInputs */

const en_print_event_admins = /** @type {(inputs: Print_Event_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event admins`)
};

const es_print_event_admins = /** @type {(inputs: Print_Event_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administradores del evento`)
};

/**
* | output |
* | --- |
* | "Event admins" |
*
* @param {Print_Event_AdminsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_event_admins = /** @type {((inputs?: Print_Event_AdminsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Event_AdminsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_event_admins, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_event_admins(inputs)
	return en_print_event_admins(inputs)
});