/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Send_BusyInputs */

const en_main_send_busy = /** @type {(inputs: Main_Send_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server is busy.`)
};

const es_main_send_busy = /** @type {(inputs: Main_Send_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor está ocupado.`)
};

/**
* | output |
* | --- |
* | "The server is busy." |
*
* @param {Main_Send_BusyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_send_busy = /** @type {((inputs?: Main_Send_BusyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Send_BusyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_send_busy, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_send_busy(inputs)
	return en_main_send_busy(inputs)
});