/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_DevtoolsInputs */

const en_menu_devtools = /** @type {(inputs: Menu_DevtoolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Developer tools`)
};

const es_menu_devtools = /** @type {(inputs: Menu_DevtoolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herramientas de desarrollo`)
};

/**
* | output |
* | --- |
* | "Developer tools" |
*
* @param {Menu_DevtoolsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_devtools = /** @type {((inputs?: Menu_DevtoolsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_DevtoolsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_menu_devtools, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_menu_devtools(inputs)
	return en_menu_devtools(inputs)
});