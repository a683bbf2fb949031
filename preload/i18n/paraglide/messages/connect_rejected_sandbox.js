/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Rejected_SandboxInputs */

const en_connect_rejected_sandbox = /** @type {(inputs: Connect_Rejected_SandboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the key for typos. A production key does not work on the sandbox: if the key is for live events, choose Production.`)
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
export const connect_rejected_sandbox = /** @type {((inputs?: Connect_Rejected_SandboxInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Rejected_SandboxInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_rejected_sandbox", en_connect_rejected_sandbox));
