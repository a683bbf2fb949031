/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_SyncingInputs */

const en_status_syncing = /** @type {(inputs: Status_SyncingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Syncing…`)
};

const es_status_syncing = /** @type {(inputs: Status_SyncingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronizando…`)
};

/**
* | output |
* | --- |
* | "Syncing…" |
*
* @param {Status_SyncingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_syncing = /** @type {((inputs?: Status_SyncingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_SyncingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_status_syncing, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_syncing(inputs)
	return en_status_syncing(inputs)
});