/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Week_Not_StoredInputs */

const en_crew_week_not_stored = /** @type {(inputs: Crew_Week_Not_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not in the stored pay period: the next sync brings the current one.`)
};

const es_crew_week_not_stored = /** @type {(inputs: Crew_Week_Not_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No está en el período de pago guardado: la próxima sincronización trae el actual.`)
};

/**
* | output |
* | --- |
* | "Not in the stored pay period: the next sync brings the current one." |
*
* @param {Crew_Week_Not_StoredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_week_not_stored = /** @type {((inputs?: Crew_Week_Not_StoredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Week_Not_StoredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_week_not_stored, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_week_not_stored(inputs)
	return en_crew_week_not_stored(inputs)
});