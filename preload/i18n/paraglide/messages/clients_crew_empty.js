/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Crew_EmptyInputs */

const en_clients_crew_empty = /** @type {(inputs: Clients_Crew_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your crew list is empty.`)
};

const es_clients_crew_empty = /** @type {(inputs: Clients_Crew_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su lista de equipo está vacía.`)
};

/**
* | output |
* | --- |
* | "Your crew list is empty." |
*
* @param {Clients_Crew_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_crew_empty = /** @type {((inputs?: Clients_Crew_EmptyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Crew_EmptyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_crew_empty, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_crew_empty(inputs)
	return en_clients_crew_empty(inputs)
});