/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Event_Mark_Seen_FailedInputs */

const en_event_mark_seen_failed = /** @type {(inputs: Event_Mark_Seen_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not mark the changes as seen: ${i?.reason}`)
};

const es_event_mark_seen_failed = /** @type {(inputs: Event_Mark_Seen_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudieron marcar los cambios como vistos: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not mark the changes as seen: {reason}" |
*
* @param {Event_Mark_Seen_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_mark_seen_failed = /** @type {((inputs: Event_Mark_Seen_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Mark_Seen_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_event_mark_seen_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_mark_seen_failed(inputs)
	return en_event_mark_seen_failed(inputs)
});