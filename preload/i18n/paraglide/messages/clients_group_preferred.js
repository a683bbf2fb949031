/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Group_PreferredInputs */

const en_clients_group_preferred = /** @type {(inputs: Clients_Group_PreferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preferred`)
};

const es_clients_group_preferred = /** @type {(inputs: Clients_Group_PreferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preferidos`)
};

/**
* | output |
* | --- |
* | "Preferred" |
*
* @param {Clients_Group_PreferredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_group_preferred = /** @type {((inputs?: Clients_Group_PreferredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Group_PreferredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_group_preferred, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_group_preferred(inputs)
	return en_clients_group_preferred(inputs)
});