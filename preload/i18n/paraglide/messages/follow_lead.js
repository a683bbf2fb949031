/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_LeadInputs */

const en_follow_lead = /** @type {(inputs: Follow_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Followed events and crew are synced to this computer and shown even offline.`)
};

const es_follow_lead = /** @type {(inputs: Follow_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los eventos y el equipo que sigue se sincronizan con esta computadora y se muestran incluso sin conexión.`)
};

/**
* | output |
* | --- |
* | "Followed events and crew are synced to this computer and shown even offline." |
*
* @param {Follow_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_lead = /** @type {((inputs?: Follow_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_lead, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_lead(inputs)
	return en_follow_lead(inputs)
});