/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Sync_Failure_Could_Not_RefreshInputs */

const en_sync_failure_could_not_refresh = /** @type {(inputs: Sync_Failure_Could_Not_RefreshInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The last sync could not refresh ${i?.what}.`)
};

const es_sync_failure_could_not_refresh = /** @type {(inputs: Sync_Failure_Could_Not_RefreshInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La última sincronización no pudo actualizar ${i?.what}.`)
};

/**
* | output |
* | --- |
* | "The last sync could not refresh {what}." |
*
* @param {Sync_Failure_Could_Not_RefreshInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_could_not_refresh = /** @type {((inputs: Sync_Failure_Could_Not_RefreshInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Could_Not_RefreshInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_could_not_refresh, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_could_not_refresh(inputs)
	return en_sync_failure_could_not_refresh(inputs)
});