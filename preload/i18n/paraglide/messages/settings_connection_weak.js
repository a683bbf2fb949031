/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_WeakInputs */

const en_settings_connection_weak = /** @type {(inputs: Settings_Connection_WeakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(weak protection)`)
};

const es_settings_connection_weak = /** @type {(inputs: Settings_Connection_WeakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(protección débil)`)
};

/**
* | output |
* | --- |
* | "(weak protection)" |
*
* @param {Settings_Connection_WeakInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_weak = /** @type {((inputs?: Settings_Connection_WeakInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_WeakInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_connection_weak, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_connection_weak(inputs)
	return en_settings_connection_weak(inputs)
});