/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Regenerate_OnceInputs */

const en_office_regenerate_once = /** @type {(inputs: Office_Regenerate_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The new secret is shown once, here. It is not saved on this computer.`)
};

const es_office_regenerate_once = /** @type {(inputs: Office_Regenerate_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nuevo secreto se muestra una sola vez, aquí. No se guarda en esta computadora.`)
};

/**
* | output |
* | --- |
* | "The new secret is shown once, here. It is not saved on this computer." |
*
* @param {Office_Regenerate_OnceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_regenerate_once = /** @type {((inputs?: Office_Regenerate_OnceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Regenerate_OnceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_regenerate_once, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_regenerate_once(inputs)
	return en_office_regenerate_once(inputs)
});