/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Status_Cancel_FailedInputs */

const en_status_cancel_failed = /** @type {(inputs: Status_Cancel_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not cancel: ${i?.reason}`)
};

const es_status_cancel_failed = /** @type {(inputs: Status_Cancel_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo cancelar: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not cancel: {reason}" |
*
* @param {Status_Cancel_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_cancel_failed = /** @type {((inputs: Status_Cancel_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Cancel_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_status_cancel_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_cancel_failed(inputs)
	return en_status_cancel_failed(inputs)
});