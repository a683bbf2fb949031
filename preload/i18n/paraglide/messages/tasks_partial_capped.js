/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kept: NonNullable<unknown>, total: NonNullable<unknown> }} Tasks_Partial_CappedInputs */

const en_tasks_partial_capped = /** @type {(inputs: Tasks_Partial_CappedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only the first ${i?.kept} of ${i?.total} tasks are kept on this computer: the rest are not listed here, and search and filters cover only these.`)
};

const es_tasks_partial_capped = /** @type {(inputs: Tasks_Partial_CappedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Solo se guardan en esta computadora las primeras ${i?.kept} de ${i?.total} tareas: el resto no aparece aquí, y la búsqueda y los filtros cubren solo estas.`)
};

/**
* | output |
* | --- |
* | "Only the first {kept} of {total} tasks are kept on this computer: the rest are not listed here, and search and filters cover only these." |
*
* @param {Tasks_Partial_CappedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_partial_capped = /** @type {((inputs: Tasks_Partial_CappedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Partial_CappedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_partial_capped, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_partial_capped(inputs)
	return en_tasks_partial_capped(inputs)
});