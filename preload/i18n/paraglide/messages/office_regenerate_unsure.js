/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Regenerate_UnsureInputs */

const en_office_regenerate_unsure = /** @type {(inputs: Office_Regenerate_UnsureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server may have made a new secret anyway. If the integration stops working, regenerate again to get one you can see.`)
};

const es_office_regenerate_unsure = /** @type {(inputs: Office_Regenerate_UnsureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puede que el servidor haya creado un nuevo secreto de todos modos. Si la integración deja de funcionar, regenere de nuevo para obtener uno que pueda ver.`)
};

/**
* | output |
* | --- |
* | "The server may have made a new secret anyway. If the integration stops working, regenerate again to get one you can see." |
*
* @param {Office_Regenerate_UnsureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_regenerate_unsure = /** @type {((inputs?: Office_Regenerate_UnsureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Regenerate_UnsureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_regenerate_unsure, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_regenerate_unsure(inputs)
	return en_office_regenerate_unsure(inputs)
});