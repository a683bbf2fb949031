/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rejected: NonNullable<unknown>, environment: NonNullable<unknown>, other: NonNullable<unknown> }} Main_Key_Wrong_EnvironmentInputs */

const en_main_key_wrong_environment = /** @type {(inputs: Main_Key_Wrong_EnvironmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rejected} It was sent to ${i?.environment}: is it a ${i?.other} key?`)
};

const es_main_key_wrong_environment = /** @type {(inputs: Main_Key_Wrong_EnvironmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rejected} Se envió a ${i?.environment}: ¿es una clave de ${i?.other}?`)
};

/**
* | output |
* | --- |
* | "{rejected} It was sent to {environment}: is it a {other} key?" |
*
* @param {Main_Key_Wrong_EnvironmentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_key_wrong_environment = /** @type {((inputs: Main_Key_Wrong_EnvironmentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Key_Wrong_EnvironmentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_main_key_wrong_environment, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_key_wrong_environment(inputs)
	return en_main_key_wrong_environment(inputs)
});