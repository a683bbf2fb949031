/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_SandboxInputs */

const en_connect_sandbox = /** @type {(inputs: Connect_SandboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sandbox (test data)`)
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
export const connect_sandbox = /** @type {((inputs?: Connect_SandboxInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_SandboxInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_sandbox", en_connect_sandbox));
