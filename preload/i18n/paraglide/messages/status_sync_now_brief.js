/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Sync_Now_BriefInputs */

const en_status_sync_now_brief = /** @type {(inputs: Status_Sync_Now_BriefInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync now`)
};

const es_status_sync_now_brief = /** @type {(inputs: Status_Sync_Now_BriefInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronizar`)
};

/**
* | output |
* | --- |
* | "Sync now" |
*
* @param {Status_Sync_Now_BriefInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_sync_now_brief = /** @type {((inputs?: Status_Sync_Now_BriefInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Sync_Now_BriefInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_status_sync_now_brief, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_sync_now_brief(inputs)
	return en_status_sync_now_brief(inputs)
});