/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Office_Regenerate_TitleInputs */

const en_office_regenerate_title = /** @type {(inputs: Office_Regenerate_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Regenerate the secret of ${i?.name}?`)
};

const es_office_regenerate_title = /** @type {(inputs: Office_Regenerate_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Regenerar el secreto de ${i?.name}?`)
};

/**
* | output |
* | --- |
* | "Regenerate the secret of {name}?" |
*
* @param {Office_Regenerate_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_regenerate_title = /** @type {((inputs: Office_Regenerate_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Regenerate_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_office_regenerate_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_regenerate_title(inputs)
	return en_office_regenerate_title(inputs)
});