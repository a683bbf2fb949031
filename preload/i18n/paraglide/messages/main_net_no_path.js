/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Net_No_PathInputs */

const en_main_net_no_path = /** @type {(inputs: Main_Net_No_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`there is no network path to the server`)
};

const es_main_net_no_path = /** @type {(inputs: Main_Net_No_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no hay camino de red hasta el servidor`)
};

/**
* | output |
* | --- |
* | "there is no network path to the server" |
*
* @param {Main_Net_No_PathInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_net_no_path = /** @type {((inputs?: Main_Net_No_PathInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Net_No_PathInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_net_no_path, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_net_no_path(inputs)
	return en_main_net_no_path(inputs)
});