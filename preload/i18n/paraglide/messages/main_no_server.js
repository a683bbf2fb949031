/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_No_ServerInputs */

const en_main_no_server = /** @type {(inputs: Main_No_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no server`)
};

const es_main_no_server = /** @type {(inputs: Main_No_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ningún servidor`)
};

/**
* | output |
* | --- |
* | "no server" |
*
* @param {Main_No_ServerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_no_server = /** @type {((inputs?: Main_No_ServerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_No_ServerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_no_server, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_no_server(inputs)
	return en_main_no_server(inputs)
});