/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Changes_SyncedInputs */

const en_changes_synced = /** @type {(inputs: Changes_SyncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`synced ${i?.when}`)
};

const es_changes_synced = /** @type {(inputs: Changes_SyncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sincronizado ${i?.when}`)
};

/**
* | output |
* | --- |
* | "synced {when}" |
*
* @param {Changes_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_synced = /** @type {((inputs: Changes_SyncedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_SyncedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_changes_synced, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_changes_synced(inputs)
	return en_changes_synced(inputs)
});