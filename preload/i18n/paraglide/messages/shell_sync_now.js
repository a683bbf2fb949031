/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Sync_NowInputs */

const en_shell_sync_now = /** @type {(inputs: Shell_Sync_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync now`)
};

const es_shell_sync_now = /** @type {(inputs: Shell_Sync_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronizar ahora`)
};

/**
* | output |
* | --- |
* | "Sync now" |
*
* @param {Shell_Sync_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_sync_now = /** @type {((inputs?: Shell_Sync_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Sync_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_shell_sync_now, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_shell_sync_now(inputs)
	return en_shell_sync_now(inputs)
});