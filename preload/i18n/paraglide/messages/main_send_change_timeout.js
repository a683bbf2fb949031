/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Send_Change_TimeoutInputs */

const en_main_send_change_timeout = /** @type {(inputs: Main_Send_Change_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The change may have been applied.`)
};

const es_main_send_change_timeout = /** @type {(inputs: Main_Send_Change_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puede que el cambio se haya aplicado.`)
};

/**
* | output |
* | --- |
* | "The change may have been applied." |
*
* @param {Main_Send_Change_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_send_change_timeout = /** @type {((inputs?: Main_Send_Change_TimeoutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Send_Change_TimeoutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_send_change_timeout, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_send_change_timeout(inputs)
	return en_main_send_change_timeout(inputs)
});