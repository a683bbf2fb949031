/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_By_Id_OnlyInputs */

const en_follow_by_id_only = /** @type {(inputs: Follow_By_Id_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added by id; details come with the next sync`)
};

const es_follow_by_id_only = /** @type {(inputs: Follow_By_Id_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregado por ID; los detalles llegan con la próxima sincronización`)
};

/**
* | output |
* | --- |
* | "Added by id; details come with the next sync" |
*
* @param {Follow_By_Id_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_by_id_only = /** @type {((inputs?: Follow_By_Id_OnlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_By_Id_OnlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_by_id_only, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_by_id_only(inputs)
	return en_follow_by_id_only(inputs)
});