/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hr_None_BodyInputs */

const en_hr_none_body = /** @type {(inputs: Hr_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask the office who to call after an incident.`)
};

const es_hr_none_body = /** @type {(inputs: Hr_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pregunte en la oficina a quién llamar después de un incidente.`)
};

/**
* | output |
* | --- |
* | "Ask the office who to call after an incident." |
*
* @param {Hr_None_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const hr_none_body = /** @type {((inputs?: Hr_None_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hr_None_BodyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_hr_none_body, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_hr_none_body(inputs)
	return en_hr_none_body(inputs)
});