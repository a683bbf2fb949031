/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_No_Uuid_ListedInputs */

const en_crew_no_uuid_listed = /** @type {(inputs: Crew_No_Uuid_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hours: they are looked up by worker UUID, and the server lists no UUID for this worker. Once the office sets one, they arrive with the next sync.`)
};

const es_crew_no_uuid_listed = /** @type {(inputs: Crew_No_Uuid_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin horas: se buscan por el UUID del trabajador, y el servidor no tiene UUID para este trabajador. Cuando la oficina le asigne uno, llegarán con la próxima sincronización.`)
};

/**
* | output |
* | --- |
* | "No hours: they are looked up by worker UUID, and the server lists no UUID for this worker. Once the office sets one, they arrive with the next sync." |
*
* @param {Crew_No_Uuid_ListedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_no_uuid_listed = /** @type {((inputs?: Crew_No_Uuid_ListedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_No_Uuid_ListedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_no_uuid_listed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_no_uuid_listed(inputs)
	return en_crew_no_uuid_listed(inputs)
});