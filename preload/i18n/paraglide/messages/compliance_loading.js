/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_LoadingInputs */

const en_compliance_loading = /** @type {(inputs: Compliance_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading what this machine knows…`)
};

const es_compliance_loading = /** @type {(inputs: Compliance_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando lo que sabe esta computadora…`)
};

/**
* | output |
* | --- |
* | "Loading what this machine knows…" |
*
* @param {Compliance_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_loading = /** @type {((inputs?: Compliance_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_loading, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_loading(inputs)
	return en_compliance_loading(inputs)
});