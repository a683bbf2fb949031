/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Event_List_LabelInputs */

const en_event_list_label = /** @type {(inputs: Event_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shifts of ${i?.name}`)
};

const es_event_list_label = /** @type {(inputs: Event_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Turnos de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Shifts of {name}" |
*
* @param {Event_List_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_list_label = /** @type {((inputs: Event_List_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_List_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_event_list_label, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_list_label(inputs)
	return en_event_list_label(inputs)
});