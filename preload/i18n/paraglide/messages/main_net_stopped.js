/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Net_StoppedInputs */

const en_main_net_stopped = /** @type {(inputs: Main_Net_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the server stopped answering`)
};

const es_main_net_stopped = /** @type {(inputs: Main_Net_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el servidor dejó de responder`)
};

/**
* | output |
* | --- |
* | "the server stopped answering" |
*
* @param {Main_Net_StoppedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_net_stopped = /** @type {((inputs?: Main_Net_StoppedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Net_StoppedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_net_stopped, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_net_stopped(inputs)
	return en_main_net_stopped(inputs)
});