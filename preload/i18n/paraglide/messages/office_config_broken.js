/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Config_BrokenInputs */

const en_office_config_broken = /** @type {(inputs: Office_Config_BrokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The office must correct its configuration in the company settings before it can be shown or changed.`)
};

const es_office_config_broken = /** @type {(inputs: Office_Config_BrokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La oficina debe corregir su configuración en los ajustes de la empresa antes de poder mostrarla o cambiarla.`)
};

/**
* | output |
* | --- |
* | "The office must correct its configuration in the company settings before it can be shown or changed." |
*
* @param {Office_Config_BrokenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_config_broken = /** @type {((inputs?: Office_Config_BrokenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Config_BrokenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_config_broken, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_config_broken(inputs)
	return en_office_config_broken(inputs)
});