/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Tab_BlockedInputs */

const en_print_tab_blocked = /** @type {(inputs: Print_Tab_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The browser blocked the sheet’s tab: allow pop-ups for this address and try again.`)
};

const es_print_tab_blocked = /** @type {(inputs: Print_Tab_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El navegador bloqueó la pestaña de la hoja: permita las ventanas emergentes para esta dirección y vuelva a intentarlo.`)
};

/**
* | output |
* | --- |
* | "The browser blocked the sheet’s tab: allow pop-ups for this address and try again." |
*
* @param {Print_Tab_BlockedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_tab_blocked = /** @type {((inputs?: Print_Tab_BlockedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Tab_BlockedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_tab_blocked, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_tab_blocked(inputs)
	return en_print_tab_blocked(inputs)
});