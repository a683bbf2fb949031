/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Demo_StartingInputs */

const en_connect_demo_starting = /** @type {(inputs: Connect_Demo_StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting the demo…`)
};

const es_connect_demo_starting = /** @type {(inputs: Connect_Demo_StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciando la demo…`)
};

/**
* | output |
* | --- |
* | "Starting the demo…" |
*
* @param {Connect_Demo_StartingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_demo_starting = /** @type {((inputs?: Connect_Demo_StartingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Demo_StartingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_demo_starting, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_demo_starting(inputs)
	return en_connect_demo_starting(inputs)
});