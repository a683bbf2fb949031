/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Synced_ShortInputs */

const en_status_synced_short = /** @type {(inputs: Status_Synced_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Synced`)
};

const es_status_synced_short = /** @type {(inputs: Status_Synced_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronizado`)
};

/**
* | output |
* | --- |
* | "Synced" |
*
* @param {Status_Synced_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_synced_short = /** @type {((inputs?: Status_Synced_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Synced_ShortInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_status_synced_short, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_synced_short(inputs)
	return en_status_synced_short(inputs)
});