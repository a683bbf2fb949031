/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Group_NormalInputs */

const en_clients_group_normal = /** @type {(inputs: Clients_Group_NormalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Normal`)
};

const es_clients_group_normal = /** @type {(inputs: Clients_Group_NormalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Normales`)
};

/**
* | output |
* | --- |
* | "Normal" |
*
* @param {Clients_Group_NormalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_group_normal = /** @type {((inputs?: Clients_Group_NormalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Group_NormalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_group_normal, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_group_normal(inputs)
	return en_clients_group_normal(inputs)
});