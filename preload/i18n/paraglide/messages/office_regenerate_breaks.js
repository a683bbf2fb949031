/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Office_Regenerate_BreaksInputs */

const en_office_regenerate_breaks = /** @type {(inputs: Office_Regenerate_BreaksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Whatever uses it (${i?.name} and any service or script set up with it) fails until it is updated with the new secret. Do this only when you can update it right away.`)
};

const es_office_regenerate_breaks = /** @type {(inputs: Office_Regenerate_BreaksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo lo que lo usa (${i?.name} y cualquier servicio o script configurado con él) falla hasta que se actualice con el nuevo secreto. Hágalo solo cuando pueda actualizarlo enseguida.`)
};

/**
* | output |
* | --- |
* | "Whatever uses it ({name} and any service or script set up with it) fails until it is updated with the new secret. Do this only when you can update it right a..." |
*
* @param {Office_Regenerate_BreaksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_regenerate_breaks = /** @type {((inputs: Office_Regenerate_BreaksInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Regenerate_BreaksInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_office_regenerate_breaks, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_regenerate_breaks(inputs)
	return en_office_regenerate_breaks(inputs)
});