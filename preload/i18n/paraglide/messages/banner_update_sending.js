/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_Update_SendingInputs */

const en_banner_update_sending = /** @type {(inputs: Banner_Update_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending an order…`)
};

const es_banner_update_sending = /** @type {(inputs: Banner_Update_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando un pedido…`)
};

/**
* | output |
* | --- |
* | "Sending an order…" |
*
* @param {Banner_Update_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_update_sending = /** @type {((inputs?: Banner_Update_SendingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Update_SendingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_banner_update_sending, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_banner_update_sending(inputs)
	return en_banner_update_sending(inputs)
});