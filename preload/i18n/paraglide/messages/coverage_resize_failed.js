/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Coverage_Resize_FailedInputs */

const en_coverage_resize_failed = /** @type {(inputs: Coverage_Resize_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not change the coverage picture's size: ${i?.reason}`)
};

const es_coverage_resize_failed = /** @type {(inputs: Coverage_Resize_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo cambiar el tamaño del gráfico de cobertura: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not change the coverage picture's size: {reason}" |
*
* @param {Coverage_Resize_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_resize_failed = /** @type {((inputs: Coverage_Resize_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Resize_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_resize_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_resize_failed(inputs)
	return en_coverage_resize_failed(inputs)
});