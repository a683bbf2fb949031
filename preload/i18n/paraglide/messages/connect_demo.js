/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_DemoInputs */

const en_connect_demo = /** @type {(inputs: Connect_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore with demo data`)
};

const es_connect_demo = /** @type {(inputs: Connect_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorar con datos de demo`)
};

/**
* | output |
* | --- |
* | "Explore with demo data" |
*
* @param {Connect_DemoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_demo = /** @type {((inputs?: Connect_DemoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_DemoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_demo, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_demo(inputs)
	return en_connect_demo(inputs)
});