/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Crew_Pending_PunchesInputs */

const en_crew_pending_punches = /** @type {(inputs: Crew_Pending_PunchesInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`· ${shown} pending approval`);
	return /** @type {LocalizedString} */ (`· ${shown} pending approval`)
	
};

const es_crew_pending_punches = /** @type {(inputs: Crew_Pending_PunchesInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`· ${shown} pendiente de aprobación`);
	return /** @type {LocalizedString} */ (`· ${shown} pendientes de aprobación`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "· {shown} pending approval" |
* | * | "· {shown} pending approval" |
*
* @param {Crew_Pending_PunchesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_pending_punches = /** @type {((inputs: Crew_Pending_PunchesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Pending_PunchesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_pending_punches, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_pending_punches(inputs)
	return en_crew_pending_punches(inputs)
});