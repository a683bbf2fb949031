/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_EditInputs */

const en_menu_edit = /** @type {(inputs: Menu_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

const es_menu_edit = /** @type {(inputs: Menu_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edición`)
};

/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Menu_EditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_edit = /** @type {((inputs?: Menu_EditInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_EditInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_menu_edit, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_menu_edit(inputs)
	return en_menu_edit(inputs)
});