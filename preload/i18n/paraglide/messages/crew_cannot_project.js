/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Cannot_ProjectInputs */

const en_crew_cannot_project = /** @type {(inputs: Crew_Cannot_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours by the end of today cannot be projected: the service shows only shifts a worker is clocked into, and no open shift today is stored.`)
};

const es_crew_cannot_project = /** @type {(inputs: Crew_Cannot_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pueden proyectar las horas al final de hoy: el servicio solo muestra los turnos en los que el trabajador marcó entrada, y no hay guardado ningún turno abierto hoy.`)
};

/**
* | output |
* | --- |
* | "Hours by the end of today cannot be projected: the service shows only shifts a worker is clocked into, and no open shift today is stored." |
*
* @param {Crew_Cannot_ProjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_cannot_project = /** @type {((inputs?: Crew_Cannot_ProjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Cannot_ProjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_cannot_project, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_cannot_project(inputs)
	return en_crew_cannot_project(inputs)
});