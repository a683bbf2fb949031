/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Demo_ElsewhereInputs */

const en_clients_demo_elsewhere = /** @type {(inputs: Clients_Demo_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This client has no documents in the demo data; these clients do`)
};

const es_clients_demo_elsewhere = /** @type {(inputs: Clients_Demo_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este cliente no tiene documentos en los datos de demostración; estos clientes sí`)
};

/**
* | output |
* | --- |
* | "This client has no documents in the demo data; these clients do" |
*
* @param {Clients_Demo_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_demo_elsewhere = /** @type {((inputs?: Clients_Demo_ElsewhereInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Demo_ElsewhereInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_demo_elsewhere, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_demo_elsewhere(inputs)
	return en_clients_demo_elsewhere(inputs)
});