/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Data_Newer_MessageInputs */

const en_data_newer_message = /** @type {(inputs: Data_Newer_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The data on this computer was saved by a newer version of Field Supervisor. Install that version (or a later one) to open it; nothing was changed or erased.`)
};

const es_data_newer_message = /** @type {(inputs: Data_Newer_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los datos de este ordenador los guardó una versión más nueva de Field Supervisor. Instale esa versión (o una posterior) para abrirlos; no se ha cambiado ni borrado nada.`)
};

/**
* | output |
* | --- |
* | "The data on this computer was saved by a newer version of Field Supervisor. Install that version (or a later one) to open it; nothing was changed or erased." |
*
* @param {Data_Newer_MessageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const data_newer_message = /** @type {((inputs?: Data_Newer_MessageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Data_Newer_MessageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_data_newer_message, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_data_newer_message(inputs)
	return en_data_newer_message(inputs)
});