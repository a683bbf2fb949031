/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Read_Failed_HelpInputs */

const en_dashboard_read_failed_help = /** @type {(inputs: Dashboard_Read_Failed_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reloading the window usually helps; your data stays on this computer.`)
};

const es_dashboard_read_failed_help = /** @type {(inputs: Dashboard_Read_Failed_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suele bastar con recargar la ventana; sus datos siguen en este equipo.`)
};

/**
* | output |
* | --- |
* | "Reloading the window usually helps; your data stays on this computer." |
*
* @param {Dashboard_Read_Failed_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_read_failed_help = /** @type {((inputs?: Dashboard_Read_Failed_HelpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Read_Failed_HelpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_read_failed_help, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_read_failed_help(inputs)
	return en_dashboard_read_failed_help(inputs)
});