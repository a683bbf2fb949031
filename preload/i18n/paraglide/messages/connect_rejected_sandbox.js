/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Rejected_SandboxInputs */

const en_connect_rejected_sandbox = /** @type {(inputs: Connect_Rejected_SandboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the key for typos. A production key does not work on the sandbox: if the key is for live events, choose Production.`)
};

const es_connect_rejected_sandbox = /** @type {(inputs: Connect_Rejected_SandboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revise que la clave no tenga errores. Una clave de producción no sirve en el sandbox: si la clave es para eventos reales, elija Producción.`)
};

/**
* | output |
* | --- |
* | "Check the key for typos. A production key does not work on the sandbox: if the key is for live events, choose Production." |
*
* @param {Connect_Rejected_SandboxInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_rejected_sandbox = /** @type {((inputs?: Connect_Rejected_SandboxInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Rejected_SandboxInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_rejected_sandbox, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_rejected_sandbox(inputs)
	return en_connect_rejected_sandbox(inputs)
});