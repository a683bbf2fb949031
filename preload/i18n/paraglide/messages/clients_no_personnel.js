/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_No_PersonnelInputs */

const en_clients_no_personnel = /** @type {(inputs: Clients_No_PersonnelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No personnel id is known for this worker, so client preferences cannot be matched.`)
};

const es_clients_no_personnel = /** @type {(inputs: Clients_No_PersonnelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se conoce el ID de personal de este trabajador, así que no se pueden cruzar las preferencias de los clientes.`)
};

/**
* | output |
* | --- |
* | "No personnel id is known for this worker, so client preferences cannot be matched." |
*
* @param {Clients_No_PersonnelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_no_personnel = /** @type {((inputs?: Clients_No_PersonnelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_No_PersonnelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_no_personnel, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_no_personnel(inputs)
	return en_clients_no_personnel(inputs)
});