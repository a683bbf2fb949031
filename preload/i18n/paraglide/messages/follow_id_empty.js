/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Id_EmptyInputs */

const en_follow_id_empty = /** @type {(inputs: Follow_Id_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type an id first.`)
};

const es_follow_id_empty = /** @type {(inputs: Follow_Id_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba primero un ID.`)
};

/**
* | output |
* | --- |
* | "Type an id first." |
*
* @param {Follow_Id_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_id_empty = /** @type {((inputs?: Follow_Id_EmptyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Id_EmptyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_id_empty, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_id_empty(inputs)
	return en_follow_id_empty(inputs)
});