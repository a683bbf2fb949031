/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown>, total: NonNullable<unknown> }} Event_Shifts_ShownInputs */

const en_event_shifts_shown = /** @type {(inputs: Event_Shifts_ShownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shown} of ${i?.total} shifts shown`)
};

const es_event_shifts_shown = /** @type {(inputs: Event_Shifts_ShownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shown} de ${i?.total} turnos mostrados`)
};

/**
* | output |
* | --- |
* | "{shown} of {total} shifts shown" |
*
* @param {Event_Shifts_ShownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_shifts_shown = /** @type {((inputs: Event_Shifts_ShownInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Shifts_ShownInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_event_shifts_shown, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_shifts_shown(inputs)
	return en_event_shifts_shown(inputs)
});