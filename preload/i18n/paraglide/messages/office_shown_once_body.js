/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Shown_Once_BodyInputs */

const en_office_shown_once_body = /** @type {(inputs: Office_Shown_Once_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy it now and paste it wherever the integration is set up: the old secret has stopped working. It is not saved on this computer and disappears when you hide it or leave this screen.`)
};

const es_office_shown_once_body = /** @type {(inputs: Office_Shown_Once_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cópielo ahora y péguelo donde esté configurada la integración: el secreto anterior ya no funciona. No se guarda en esta computadora y desaparece cuando lo oculte o salga de esta pantalla.`)
};

/**
* | output |
* | --- |
* | "Copy it now and paste it wherever the integration is set up: the old secret has stopped working. It is not saved on this computer and disappears when you hid..." |
*
* @param {Office_Shown_Once_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_shown_once_body = /** @type {((inputs?: Office_Shown_Once_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Shown_Once_BodyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_shown_once_body, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_shown_once_body(inputs)
	return en_office_shown_once_body(inputs)
});