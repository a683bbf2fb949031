/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown>, total: NonNullable<unknown> }} Crew_ShowingInputs */

const en_crew_showing = /** @type {(inputs: Crew_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing ${i?.shown} of ${i?.total}`)
};

const es_crew_showing = /** @type {(inputs: Crew_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se muestran ${i?.shown} de ${i?.total}`)
};

/**
* | output |
* | --- |
* | "Showing {shown} of {total}" |
*
* @param {Crew_ShowingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_showing = /** @type {((inputs: Crew_ShowingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_ShowingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_showing, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_showing(inputs)
	return en_crew_showing(inputs)
});