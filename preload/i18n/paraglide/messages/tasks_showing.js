/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown>, total: NonNullable<unknown> }} Tasks_ShowingInputs */

const en_tasks_showing = /** @type {(inputs: Tasks_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing ${i?.shown} of ${i?.total}`)
};

const es_tasks_showing = /** @type {(inputs: Tasks_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se muestran ${i?.shown} de ${i?.total}`)
};

/**
* | output |
* | --- |
* | "Showing {shown} of {total}" |
*
* @param {Tasks_ShowingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_showing = /** @type {((inputs: Tasks_ShowingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_ShowingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_tasks_showing, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tasks_showing(inputs)
	return en_tasks_showing(inputs)
});