/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Menu_HideInputs */

const en_menu_hide = /** @type {(inputs: Menu_HideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hide ${i?.name}`)
};

const es_menu_hide = /** @type {(inputs: Menu_HideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ocultar ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Hide {name}" |
*
* @param {Menu_HideInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_hide = /** @type {((inputs: Menu_HideInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_HideInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_menu_hide, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_menu_hide(inputs)
	return en_menu_hide(inputs)
});