/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Menu_AboutInputs */

const en_menu_about = /** @type {(inputs: Menu_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.name}`)
};

const es_menu_about = /** @type {(inputs: Menu_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Acerca de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "About {name}" |
*
* @param {Menu_AboutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_about = /** @type {((inputs: Menu_AboutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_AboutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_menu_about, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_menu_about(inputs)
	return en_menu_about(inputs)
});