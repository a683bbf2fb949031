/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Office_Pick_IdInputs */

const en_office_pick_id = /** @type {(inputs: Office_Pick_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`id ${i?.id}`)
};

const es_office_pick_id = /** @type {(inputs: Office_Pick_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ID ${i?.id}`)
};

/**
* | output |
* | --- |
* | "id {id}" |
*
* @param {Office_Pick_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_pick_id = /** @type {((inputs: Office_Pick_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Pick_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_office_pick_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_pick_id(inputs)
	return en_office_pick_id(inputs)
});