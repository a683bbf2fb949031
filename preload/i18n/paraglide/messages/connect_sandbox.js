/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_SandboxInputs */

const en_connect_sandbox = /** @type {(inputs: Connect_SandboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sandbox (test data)`)
};

const es_connect_sandbox = /** @type {(inputs: Connect_SandboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sandbox (datos de prueba)`)
};

/**
* | output |
* | --- |
* | "Sandbox (test data)" |
*
* @param {Connect_SandboxInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_sandbox = /** @type {((inputs?: Connect_SandboxInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_SandboxInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_sandbox, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_sandbox(inputs)
	return en_connect_sandbox(inputs)
});