/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Followed_KeptInputs */

const en_settings_followed_kept = /** @type {(inputs: Settings_Followed_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Their data is kept on this computer and refreshed at every sync.`)
};

const es_settings_followed_kept = /** @type {(inputs: Settings_Followed_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus datos se guardan en esta computadora y se actualizan en cada sincronización.`)
};

/**
* | output |
* | --- |
* | "Their data is kept on this computer and refreshed at every sync." |
*
* @param {Settings_Followed_KeptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_followed_kept = /** @type {((inputs?: Settings_Followed_KeptInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Followed_KeptInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_followed_kept, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_followed_kept(inputs)
	return en_settings_followed_kept(inputs)
});