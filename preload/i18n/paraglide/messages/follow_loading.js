/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_LoadingInputs */

const en_follow_loading = /** @type {(inputs: Follow_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading stored data…`)
};

const es_follow_loading = /** @type {(inputs: Follow_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando los datos guardados…`)
};

/**
* | output |
* | --- |
* | "Loading stored data…" |
*
* @param {Follow_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_loading = /** @type {((inputs?: Follow_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_loading, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_loading(inputs)
	return en_follow_loading(inputs)
});