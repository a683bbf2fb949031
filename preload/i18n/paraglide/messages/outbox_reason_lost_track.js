/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Reason_Lost_TrackInputs */

const en_outbox_reason_lost_track = /** @type {(inputs: Outbox_Reason_Lost_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The app lost track of the request while sending it.`)
};

const es_outbox_reason_lost_track = /** @type {(inputs: Outbox_Reason_Lost_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La aplicación perdió el rastro de la petición mientras la enviaba.`)
};

/**
* | output |
* | --- |
* | "The app lost track of the request while sending it." |
*
* @param {Outbox_Reason_Lost_TrackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_lost_track = /** @type {((inputs?: Outbox_Reason_Lost_TrackInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_Lost_TrackInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_outbox_reason_lost_track, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_outbox_reason_lost_track(inputs)
	return en_outbox_reason_lost_track(inputs)
});