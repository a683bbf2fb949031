/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Demo_HintInputs */

const en_connect_demo_hint = /** @type {(inputs: Connect_Demo_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try every screen with a built-in practice server and made-up events. Nothing reaches a real server.`)
};

const es_connect_demo_hint = /** @type {(inputs: Connect_Demo_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pruebe todas las pantallas con un servidor de práctica incluido y eventos inventados. Nada llega a un servidor real.`)
};

/**
* | output |
* | --- |
* | "Try every screen with a built-in practice server and made-up events. Nothing reaches a real server." |
*
* @param {Connect_Demo_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_demo_hint = /** @type {((inputs?: Connect_Demo_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Demo_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_demo_hint, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_demo_hint(inputs)
	return en_connect_demo_hint(inputs)
});