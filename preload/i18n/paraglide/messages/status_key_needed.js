/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Status_Key_NeededInputs */

const en_status_key_needed = /** @type {(inputs: Status_Key_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Key needed to sync ${i?.time}`)
};

const es_status_key_needed = /** @type {(inputs: Status_Key_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Falta la clave para sincronizar (${i?.time})`)
};

/**
* | output |
* | --- |
* | "Key needed to sync {time}" |
*
* @param {Status_Key_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_key_needed = /** @type {((inputs: Status_Key_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Key_NeededInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_status_key_needed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_key_needed(inputs)
	return en_status_key_needed(inputs)
});