/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Net_CertificateInputs */

const en_main_net_certificate = /** @type {(inputs: Main_Net_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the server’s certificate is not trusted`)
};

const es_main_net_certificate = /** @type {(inputs: Main_Net_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el certificado del servidor no es de confianza`)
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
export const main_net_certificate = /** @type {((inputs?: Main_Net_CertificateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Net_CertificateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_net_certificate, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_net_certificate(inputs)
	return en_main_net_certificate(inputs)
});