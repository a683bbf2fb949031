/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Replace_NotesInputs */

const en_compliance_replace_notes = /** @type {(inputs: Compliance_Replace_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replace the notes`)
};

const es_compliance_replace_notes = /** @type {(inputs: Compliance_Replace_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reemplazar las notas`)
};

/**
* | output |
* | --- |
* | "Replace the notes" |
*
* @param {Compliance_Replace_NotesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_replace_notes = /** @type {((inputs?: Compliance_Replace_NotesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Replace_NotesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_replace_notes, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_replace_notes(inputs)
	return en_compliance_replace_notes(inputs)
});