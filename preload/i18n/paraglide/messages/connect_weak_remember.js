/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Weak_RememberInputs */

const en_connect_weak_remember = /** @type {(inputs: Connect_Weak_RememberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remember it on this computer with weak protection`)
};

const es_connect_weak_remember = /** @type {(inputs: Connect_Weak_RememberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recordarla en esta computadora con protección débil`)
};

/**
* | output |
* | --- |
* | "Remember it on this computer with weak protection" |
*
* @param {Connect_Weak_RememberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_weak_remember = /** @type {((inputs?: Connect_Weak_RememberInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Weak_RememberInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_weak_remember, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_weak_remember(inputs)
	return en_connect_weak_remember(inputs)
});