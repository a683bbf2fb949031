/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Page_Not_SavedInputs */

const en_clients_page_not_saved = /** @type {(inputs: Clients_Page_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No saved copy of this page`)
};

const es_clients_page_not_saved = /** @type {(inputs: Clients_Page_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay copia guardada de esta página`)
};

/**
* | output |
* | --- |
* | "No saved copy of this page" |
*
* @param {Clients_Page_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_page_not_saved = /** @type {((inputs?: Clients_Page_Not_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Page_Not_SavedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_page_not_saved, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_page_not_saved(inputs)
	return en_clients_page_not_saved(inputs)
});