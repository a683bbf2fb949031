/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Net_CertificateInputs */

const en_main_net_certificate = /** @type {(inputs: Main_Net_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the server’s certificate is not trusted`)
};

/**
* | output |
* | --- |
* | "the server’s certificate is not trusted" |
*
* @param {Main_Net_CertificateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_net_certificate = /** @type {((inputs?: Main_Net_CertificateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Net_CertificateInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_net_certificate", en_main_net_certificate));
