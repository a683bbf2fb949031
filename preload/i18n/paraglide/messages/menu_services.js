/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_ServicesInputs */

const en_menu_services = /** @type {(inputs: Menu_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services`)
};

const es_menu_services = /** @type {(inputs: Menu_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servicios`)
};

/**
* | output |
* | --- |
* | "Services" |
*
* @param {Menu_ServicesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_services = /** @type {((inputs?: Menu_ServicesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_ServicesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_menu_services, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_menu_services(inputs)
	return en_menu_services(inputs)
});