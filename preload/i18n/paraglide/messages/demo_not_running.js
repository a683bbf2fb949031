/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Demo_Not_RunningInputs */

const en_demo_not_running = /** @type {(inputs: Demo_Not_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The demo server is not running.`)
};

const es_demo_not_running = /** @type {(inputs: Demo_Not_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor de demostración no está en marcha.`)
};

/**
* | output |
* | --- |
* | "The demo server is not running." |
*
* @param {Demo_Not_RunningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const demo_not_running = /** @type {((inputs?: Demo_Not_RunningInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Demo_Not_RunningInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_demo_not_running, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_demo_not_running(inputs)
	return en_demo_not_running(inputs)
});