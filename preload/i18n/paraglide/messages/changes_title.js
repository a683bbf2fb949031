/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Changes_TitleInputs */

const en_changes_title = /** @type {(inputs: Changes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes since you last looked`)
};

const es_changes_title = /** @type {(inputs: Changes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambios desde su última revisión`)
};

/**
* | output |
* | --- |
* | "Changes since you last looked" |
*
* @param {Changes_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_title = /** @type {((inputs?: Changes_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_changes_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_changes_title(inputs)
	return en_changes_title(inputs)
});