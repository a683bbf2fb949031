/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Waiting_Network_BriefInputs */

const en_status_waiting_network_brief = /** @type {(inputs: Status_Waiting_Network_BriefInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Will sync`)
};

const es_status_waiting_network_brief = /** @type {(inputs: Status_Waiting_Network_BriefInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronizará`)
};

/**
* | output |
* | --- |
* | "Will sync" |
*
* @param {Status_Waiting_Network_BriefInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_waiting_network_brief = /** @type {((inputs?: Status_Waiting_Network_BriefInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Waiting_Network_BriefInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_status_waiting_network_brief, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_waiting_network_brief(inputs)
	return en_status_waiting_network_brief(inputs)
});