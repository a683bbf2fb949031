/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Cancel_SyncInputs */

const en_status_cancel_sync = /** @type {(inputs: Status_Cancel_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel sync`)
};

const es_status_cancel_sync = /** @type {(inputs: Status_Cancel_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar sincronización`)
};

/**
* | output |
* | --- |
* | "Cancel sync" |
*
* @param {Status_Cancel_SyncInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_cancel_sync = /** @type {((inputs?: Status_Cancel_SyncInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Cancel_SyncInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_status_cancel_sync, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_cancel_sync(inputs)
	return en_status_cancel_sync(inputs)
});