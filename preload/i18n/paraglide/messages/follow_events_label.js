/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Events_LabelInputs */

const en_follow_events_label = /** @type {(inputs: Follow_Events_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events you can follow`)
};

const es_follow_events_label = /** @type {(inputs: Follow_Events_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos que puede seguir`)
};

/**
* | output |
* | --- |
* | "Events you can follow" |
*
* @param {Follow_Events_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_events_label = /** @type {((inputs?: Follow_Events_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Events_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_events_label, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_events_label(inputs)
	return en_follow_events_label(inputs)
});