/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Not_Synced_OnlineInputs */

const en_shell_not_synced_online = /** @type {(inputs: Shell_Not_Synced_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They arrive with the next sync, with the rest of your data.`)
};

const es_shell_not_synced_online = /** @type {(inputs: Shell_Not_Synced_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llegarán con la próxima sincronización, junto con el resto de sus datos.`)
};

/**
* | output |
* | --- |
* | "They arrive with the next sync, with the rest of your data." |
*
* @param {Shell_Not_Synced_OnlineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_not_synced_online = /** @type {((inputs?: Shell_Not_Synced_OnlineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Not_Synced_OnlineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_shell_not_synced_online, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_shell_not_synced_online(inputs)
	return en_shell_not_synced_online(inputs)
});