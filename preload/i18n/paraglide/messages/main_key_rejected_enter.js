/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rejected: NonNullable<unknown> }} Main_Key_Rejected_EnterInputs */

const en_main_key_rejected_enter = /** @type {(inputs: Main_Key_Rejected_EnterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rejected} Enter a valid key for this environment.`)
};

const es_main_key_rejected_enter = /** @type {(inputs: Main_Key_Rejected_EnterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rejected} Escriba una clave válida para este entorno.`)
};

/**
* | output |
* | --- |
* | "{rejected} Enter a valid key for this environment." |
*
* @param {Main_Key_Rejected_EnterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_key_rejected_enter = /** @type {((inputs: Main_Key_Rejected_EnterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Key_Rejected_EnterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_main_key_rejected_enter, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_key_rejected_enter(inputs)
	return en_main_key_rejected_enter(inputs)
});