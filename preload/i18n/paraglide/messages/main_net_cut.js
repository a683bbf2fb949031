/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Net_CutInputs */

const en_main_net_cut = /** @type {(inputs: Main_Net_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the connection was cut`)
};

const es_main_net_cut = /** @type {(inputs: Main_Net_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`se cortó la conexión`)
};

/**
* | output |
* | --- |
* | "the connection was cut" |
*
* @param {Main_Net_CutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_net_cut = /** @type {((inputs?: Main_Net_CutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Net_CutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_net_cut, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_net_cut(inputs)
	return en_main_net_cut(inputs)
});