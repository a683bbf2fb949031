/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_OvernightInputs */

const en_clients_overnight = /** @type {(inputs: Clients_OvernightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(overnight)`)
};

const es_clients_overnight = /** @type {(inputs: Clients_OvernightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(nocturno)`)
};

/**
* | output |
* | --- |
* | "(overnight)" |
*
* @param {Clients_OvernightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_overnight = /** @type {((inputs?: Clients_OvernightInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_OvernightInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_overnight, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_overnight(inputs)
	return en_clients_overnight(inputs)
});