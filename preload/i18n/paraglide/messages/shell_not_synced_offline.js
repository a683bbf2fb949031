/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Not_Synced_OfflineInputs */

const en_shell_not_synced_offline = /** @type {(inputs: Shell_Not_Synced_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They arrive with the first sync once the network is back.`)
};

const es_shell_not_synced_offline = /** @type {(inputs: Shell_Not_Synced_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llegarán con la primera sincronización cuando vuelva la red.`)
};

/**
* | output |
* | --- |
* | "They arrive with the first sync once the network is back." |
*
* @param {Shell_Not_Synced_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_not_synced_offline = /** @type {((inputs?: Shell_Not_Synced_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Not_Synced_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_shell_not_synced_offline, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_shell_not_synced_offline(inputs)
	return en_shell_not_synced_offline(inputs)
});