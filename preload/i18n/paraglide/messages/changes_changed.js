/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Changes_ChangedInputs */

const en_changes_changed = /** @type {(inputs: Changes_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed`)
};

const es_changes_changed = /** @type {(inputs: Changes_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiado`)
};

/**
* | output |
* | --- |
* | "Changed" |
*
* @param {Changes_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_changed = /** @type {((inputs?: Changes_ChangedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_ChangedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_changes_changed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_changes_changed(inputs)
	return en_changes_changed(inputs)
});