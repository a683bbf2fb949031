/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_None_TitleInputs */

const en_clients_none_title = /** @type {(inputs: Clients_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No clients known yet`)
};

const es_clients_none_title = /** @type {(inputs: Clients_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no se conoce ningún cliente`)
};

/**
* | output |
* | --- |
* | "No clients known yet" |
*
* @param {Clients_None_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_none_title = /** @type {((inputs?: Clients_None_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_None_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_none_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_none_title(inputs)
	return en_clients_none_title(inputs)
});