/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Shell_Sync_Start_FailedInputs */

const en_shell_sync_start_failed = /** @type {(inputs: Shell_Sync_Start_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not start a sync: ${i?.reason}`)
};

const es_shell_sync_start_failed = /** @type {(inputs: Shell_Sync_Start_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo iniciar la sincronización: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not start a sync: {reason}" |
*
* @param {Shell_Sync_Start_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_sync_start_failed = /** @type {((inputs: Shell_Sync_Start_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Sync_Start_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_shell_sync_start_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_shell_sync_start_failed(inputs)
	return en_shell_sync_start_failed(inputs)
});