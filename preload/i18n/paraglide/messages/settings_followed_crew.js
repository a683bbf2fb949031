/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Settings_Followed_CrewInputs */

const en_settings_followed_crew = /** @type {(inputs: Settings_Followed_CrewInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`and ${shown} crew worker.`);
	return /** @type {LocalizedString} */ (`and ${shown} crew workers.`)
	
};

const es_settings_followed_crew = /** @type {(inputs: Settings_Followed_CrewInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`y ${shown} trabajador del equipo.`);
	return /** @type {LocalizedString} */ (`y ${shown} trabajadores del equipo.`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "and {shown} crew worker." |
* | * | "and {shown} crew workers." |
*
* @param {Settings_Followed_CrewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_followed_crew = /** @type {((inputs: Settings_Followed_CrewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Followed_CrewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_followed_crew, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_followed_crew(inputs)
	return en_settings_followed_crew(inputs)
});