/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Status_Synced_ProblemsInputs */

const en_status_synced_problems = /** @type {(inputs: Status_Synced_ProblemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Synced with problems ${i?.time}`)
};

const es_status_synced_problems = /** @type {(inputs: Status_Synced_ProblemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sincronizado con problemas a las ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Synced with problems {time}" |
*
* @param {Status_Synced_ProblemsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_synced_problems = /** @type {((inputs: Status_Synced_ProblemsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Synced_ProblemsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_status_synced_problems, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_synced_problems(inputs)
	return en_status_synced_problems(inputs)
});