/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_No_Events_HelpInputs */

const en_dashboard_no_events_help = /** @type {(inputs: Dashboard_No_Events_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the events you supervise: their shifts are then kept on this computer and shown here, online or not.`)
};

const es_dashboard_no_events_help = /** @type {(inputs: Dashboard_No_Events_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija los eventos que supervisa: sus turnos se guardan en este equipo y se muestran aquí, con conexión o sin ella.`)
};

/**
* | output |
* | --- |
* | "Choose the events you supervise: their shifts are then kept on this computer and shown here, online or not." |
*
* @param {Dashboard_No_Events_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_no_events_help = /** @type {((inputs?: Dashboard_No_Events_HelpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_No_Events_HelpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_no_events_help, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_no_events_help(inputs)
	return en_dashboard_no_events_help(inputs)
});