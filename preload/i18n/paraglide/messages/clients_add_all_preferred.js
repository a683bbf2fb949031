/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Add_All_PreferredInputs */

const en_clients_add_all_preferred = /** @type {(inputs: Clients_Add_All_PreferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add all preferred`)
};

const es_clients_add_all_preferred = /** @type {(inputs: Clients_Add_All_PreferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar todos los preferidos`)
};

/**
* | output |
* | --- |
* | "Add all preferred" |
*
* @param {Clients_Add_All_PreferredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_add_all_preferred = /** @type {((inputs?: Clients_Add_All_PreferredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Add_All_PreferredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_add_all_preferred, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_add_all_preferred(inputs)
	return en_clients_add_all_preferred(inputs)
});