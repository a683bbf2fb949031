/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ button: NonNullable<unknown> }} Dashboard_UnsyncedInputs */

const en_dashboard_unsynced = /** @type {(inputs: Dashboard_UnsyncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`These events have not been synced yet. Press “${i?.button}” in the status bar.`)
};

const es_dashboard_unsynced = /** @type {(inputs: Dashboard_UnsyncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estos eventos aún no se han sincronizado. Pulse «${i?.button}» en la barra de estado.`)
};

/**
* | output |
* | --- |
* | "These events have not been synced yet. Press “{button}” in the status bar." |
*
* @param {Dashboard_UnsyncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_unsynced = /** @type {((inputs: Dashboard_UnsyncedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_UnsyncedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_unsynced, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_unsynced(inputs)
	return en_dashboard_unsynced(inputs)
});