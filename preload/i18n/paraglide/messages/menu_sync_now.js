/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_Sync_NowInputs */

const en_menu_sync_now = /** @type {(inputs: Menu_Sync_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync now`)
};

const es_menu_sync_now = /** @type {(inputs: Menu_Sync_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronizar ahora`)
};

/**
* | output |
* | --- |
* | "Sync now" |
*
* @param {Menu_Sync_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_sync_now = /** @type {((inputs?: Menu_Sync_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Sync_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_menu_sync_now, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_menu_sync_now(inputs)
	return en_menu_sync_now(inputs)
});