/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Search_Workers_PlaceholderInputs */

const en_follow_search_workers_placeholder = /** @type {(inputs: Follow_Search_Workers_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, email or phone`)
};

const es_follow_search_workers_placeholder = /** @type {(inputs: Follow_Search_Workers_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre, correo o teléfono`)
};

/**
* | output |
* | --- |
* | "Name, email or phone" |
*
* @param {Follow_Search_Workers_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_search_workers_placeholder = /** @type {((inputs?: Follow_Search_Workers_PlaceholderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Search_Workers_PlaceholderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_search_workers_placeholder, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_search_workers_placeholder(inputs)
	return en_follow_search_workers_placeholder(inputs)
});