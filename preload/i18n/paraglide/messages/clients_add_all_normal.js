/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Add_All_NormalInputs */

const en_clients_add_all_normal = /** @type {(inputs: Clients_Add_All_NormalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add all normal`)
};

const es_clients_add_all_normal = /** @type {(inputs: Clients_Add_All_NormalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar todos los normales`)
};

/**
* | output |
* | --- |
* | "Add all normal" |
*
* @param {Clients_Add_All_NormalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_add_all_normal = /** @type {((inputs?: Clients_Add_All_NormalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Add_All_NormalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_add_all_normal, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_add_all_normal(inputs)
	return en_clients_add_all_normal(inputs)
});