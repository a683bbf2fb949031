/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Opened_BeforeInputs */

const en_clients_opened_before = /** @type {(inputs: Clients_Opened_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opened before on this computer`)
};

const es_clients_opened_before = /** @type {(inputs: Clients_Opened_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abiertos antes en esta computadora`)
};

/**
* | output |
* | --- |
* | "Opened before on this computer" |
*
* @param {Clients_Opened_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_opened_before = /** @type {((inputs?: Clients_Opened_BeforeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Opened_BeforeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_opened_before, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_opened_before(inputs)
	return en_clients_opened_before(inputs)
});