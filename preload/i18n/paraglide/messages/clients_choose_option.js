/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Choose_OptionInputs */

const en_clients_choose_option = /** @type {(inputs: Clients_Choose_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a client…`)
};

const es_clients_choose_option = /** @type {(inputs: Clients_Choose_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija un cliente…`)
};

/**
* | output |
* | --- |
* | "Choose a client…" |
*
* @param {Clients_Choose_OptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_choose_option = /** @type {((inputs?: Clients_Choose_OptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Choose_OptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_choose_option, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_choose_option(inputs)
	return en_clients_choose_option(inputs)
});