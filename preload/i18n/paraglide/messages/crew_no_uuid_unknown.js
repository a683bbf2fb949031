/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_No_Uuid_UnknownInputs */

const en_crew_no_uuid_unknown = /** @type {(inputs: Crew_No_Uuid_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hours: they are looked up by worker UUID, and this worker is not in the worker list the server gives, so their UUID is not known.`)
};

const es_crew_no_uuid_unknown = /** @type {(inputs: Crew_No_Uuid_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin horas: se buscan por el UUID del trabajador, y este trabajador no está en la lista que da el servidor, así que no se conoce su UUID.`)
};

/**
* | output |
* | --- |
* | "No hours: they are looked up by worker UUID, and this worker is not in the worker list the server gives, so their UUID is not known." |
*
* @param {Crew_No_Uuid_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_no_uuid_unknown = /** @type {((inputs?: Crew_No_Uuid_UnknownInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_No_Uuid_UnknownInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_no_uuid_unknown, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_no_uuid_unknown(inputs)
	return en_crew_no_uuid_unknown(inputs)
});