/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_MuteInputs */

const en_event_mute = /** @type {(inputs: Event_MuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mute alerts`)
};

const es_event_mute = /** @type {(inputs: Event_MuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Silenciar avisos`)
};

/**
* | output |
* | --- |
* | "Mute alerts" |
*
* @param {Event_MuteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_mute = /** @type {((inputs?: Event_MuteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_MuteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_mute, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_mute(inputs)
	return en_event_mute(inputs)
});