/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Event_Admin_FallbackInputs */

const en_event_admin_fallback = /** @type {(inputs: Event_Admin_FallbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Admin ${i?.id}`)
};

const es_event_admin_fallback = /** @type {(inputs: Event_Admin_FallbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Administrador ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Admin {id}" |
*
* @param {Event_Admin_FallbackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_admin_fallback = /** @type {((inputs: Event_Admin_FallbackInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Admin_FallbackInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_event_admin_fallback, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_admin_fallback(inputs)
	return en_event_admin_fallback(inputs)
});