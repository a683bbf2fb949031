/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ about: NonNullable<unknown> }} Event_Changed_AboutInputs */

const en_event_changed_about = /** @type {(inputs: Event_Changed_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Changed · ${i?.about}`)
};

const es_event_changed_about = /** @type {(inputs: Event_Changed_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cambiado · ${i?.about}`)
};

/**
* | output |
* | --- |
* | "Changed · {about}" |
*
* @param {Event_Changed_AboutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_changed_about = /** @type {((inputs: Event_Changed_AboutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Changed_AboutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_event_changed_about, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_changed_about(inputs)
	return en_event_changed_about(inputs)
});